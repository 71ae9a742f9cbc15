/**
 * Secrets for the zero-configuration local setup: generated once and kept in `<DATA_DIR>/secrets.json` (mode 0600)
 * so that sessions and the embedded database's password survive restarts. Production must pass real secrets in the
 * environment; `src/env.ts` refuses to serve without them.
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
  try {
    fs.writeFileSync(file, JSON.stringify(generate(), null, 2), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  if (!isLocalSecrets(parsed)) {
    throw new Error(`${file} is not a valid secrets file; move it away to have a new one generated`)
  }
  return parsed
}
