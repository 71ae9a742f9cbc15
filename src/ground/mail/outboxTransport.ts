/**
 * A nodemailer transport that delivers nothing: each message is written, exactly as it would go over SMTP, to an
 * `.eml` file in a directory, and its path is logged. It is what runs without SMTP_URL, so that a newcomer's
 * `npm run dev` can open the confirmation mail (any mail program opens .eml) and click its link.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Transport } from 'nodemailer'

export interface OutboxInfo {
  envelope: { from: string | false; to: string[] }
  messageId: string
  path: string
}

/** The file name sorts by time and never collides, even for two mails in one millisecond. */
const fileNameAt = (time: Date) => `${time.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`

export function outboxTransport(directory: string, log: (line: string) => void): Transport<OutboxInfo> {
  return {
    name: 'pmsnews-outbox',
    version: '1',
    send(mail, callback) {
      const envelope = mail.message.getEnvelope()
      const messageId = mail.message.messageId()
      const chunks: Buffer[] = []
      const stream = mail.message.createReadStream()
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.once('error', (error: Error) => callback(error))
      stream.once('end', () => {
        const name = fileNameAt(new Date())
        const file = path.join(directory, name)
        // Written aside, then renamed: whoever watches the directory sees a whole .eml or none.
        const partial = path.join(directory, `.${name}.partial`)
        mkdir(directory, { recursive: true })
          .then(() => writeFile(partial, Buffer.concat(chunks), { mode: 0o600 }))
          .then(() => rename(partial, file))
          .then(
            () => {
              // The path only: the mail holds a one-time link, which is a secret and stays out of logs.
              log(`mail written to ${file} (no SMTP_URL is set)`)
              callback(null, { envelope, messageId, path: file })
            },
            (error: Error) => callback(error),
          )
      })
    },
  }
}
