import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '../env'
import { holdingMail } from './heldMail'
import { mailAdapter } from './mailAdapter'

describe('holdingMail', () => {
  it('holds the mails its work sends, and only those: a mail sent beside it at the same time goes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'held-mail-'))
    const env = parseEnv({ PAYLOAD_SECRET: 'a'.repeat(32), DATA_DIR: dataDir, NODE_ENV: 'test' })
    const logger = { info: () => undefined, warn: () => undefined } as unknown as Payload['logger']
    const adapter = mailAdapter(env)({ payload: { logger } as Payload })
    const mail = (to: string) => ({ to, subject: 'Reset your password', html: `<p>for ${to}</p>` })
    const outbox = () => (fs.existsSync(path.join(dataDir, 'mail')) ? fs.readdirSync(path.join(dataDir, 'mail')) : [])

    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const holding = holdingMail(async () => {
      await adapter.sendEmail(mail('held@example.com'))
      await released
      return 'done'
    })
    await adapter.sendEmail(mail('beside@example.com'))
    release()
    const { result, held } = await holding
    expect(result).toBe('done')
    expect(held).toEqual([mail('held@example.com')])
    expect(outbox()).toHaveLength(1)
    expect(fs.readFileSync(path.join(dataDir, 'mail', outbox()[0]!), 'utf8')).toMatch(/^To: beside@example\.com$/m)
  })
})
