/**
 * Secrets for the zero-configuration local setup: generated once and kept in `<DATA_DIR>/secrets.json` (mode 0600)
 * so that sessions and the embedded database's password survive restarts. Production must pass real secrets in the
 * environment; `src/ground/env.ts` refuses to serve without them.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface LocalSecrets {
  payloadSecret: string
  postgresPassword: string
}

const generate = (): LocalSecrets => ({
  payloadSecret: randomBytes(32).toString('hex'),
  postgresPassword: randomBytes(18).toString('base64url'),
})

function isLocalSecrets(value: unknown): value is LocalSecrets {
  const candidate = value as Partial<LocalSecrets> | null
  return typeof candidate?.payloadSecret === 'string' && typeof candidate.postgresPassword === 'string'
}

/** Reads the secrets file, creating it atomically on first use (two processes starting at once agree). */
export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json')
  fs.mkdirSync(dataDir, { recursive: true })
  if (!fs.existsSync(file)) {
    // Written in full under a temporary name, then linked into place: a concurrent reader never sees half a file,
    // and of two processes racing, the second's link fails with EEXIST and both use the first's secrets.
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(generate(), null, 2), { mode: 0o600 })
    try {
      fs.linkSync(temporary, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      fs.rmSync(temporary, { force: true })
    }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    parsed = null
  }
  if (!isLocalSecrets(parsed)) {
    // Not "delete it": the embedded cluster's password is in it, and a new one would lock the data out.
    throw new Error(
      `${file} is not a valid secrets file; restore it from a backup (it holds the embedded database's password)`,
    )
  }
  return parsed
}
