/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every mail it receives, parsed with
 * postal-mime. It can stop and start again on its port, to play an SMTP outage.
 */
import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'

import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html: string
  /** Header names lower-cased, values unfolded. */
  headers: Map<string, string>
  raw: string
}

export interface SmtpSink {
  port: number
  url: string
  mails: ReceivedMail[]
  /** The next mail to `to` beyond the `seen` ones already received for it. */
  mailTo(to: string, seen?: number, timeoutMs?: number): Promise<ReceivedMail>
  mailsTo(to: string): ReceivedMail[]
  stop(): Promise<void>
  start(): Promise<void>
}

export interface SmtpSinkBehaviour {
  /** A reply refusing the recipient (`{ code: 550, message }`), given how often it was offered before; null accepts. */
  refuseRecipient?: (address: string, offeredBefore: number) => { code: number; message: string } | null
  /** Mails to hold: their DATA is read but never answered, so the sender waits (as if the server hung mid-send). */
  hold?: (to: string[]) => boolean
}

export async function startSmtpSink(
  port = 0,
  behaviour: SmtpSinkBehaviour = {},
): Promise<SmtpSink & { held: string[][] }> {
  const mails: ReceivedMail[] = []
  const held: string[][] = []
  const offered = new Map<string, number>()
  /** Says 'mail' after each mail is kept. */
  const arrivals = new EventEmitter()
  let server: SMTPServer | undefined
  let boundPort = port

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const before = offered.get(address.address.toLowerCase()) ?? 0
        offered.set(address.address.toLowerCase(), before + 1)
        const refusal = behaviour.refuseRecipient?.(address.address, before)
        if (!refusal) return callback()
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (behaviour.hold?.(to)) return void held.push(to)
          const raw = Buffer.concat(chunks).toString('utf8')
          PostalMime.parse(raw).then(
            (parsed) => {
              mails.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: parsed.html ?? '',
                headers: new Map(parsed.headers.map((header) => [header.key.toLowerCase(), header.value])),
                raw,
              })
              arrivals.emit('mail')
              callback()
            },
            (error: Error) => callback(error),
          )
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(boundPort, '127.0.0.1', () => resolve())
    })
    boundPort = (server.server.address() as AddressInfo).port
  }
  await listen()

  const mailsTo = (to: string) =>
    mails.filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()))
  return {
    get port() {
      return boundPort
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`
    },
    mails,
    held,
    mailsTo,
    mailTo(to, seen = 0, timeoutMs = 30_000) {
      // Looked at again as each mail arrives; the timer is only the limit.
      return new Promise<ReceivedMail>((resolve, reject) => {
        const look = () => {
          const received = mailsTo(to)
          if (received.length <= seen) return
          settle()
          resolve(received[seen]!)
        }
        const settle = () => {
          clearTimeout(limit)
          arrivals.off('mail', look)
        }
        const limit = setTimeout(() => {
          settle()
          reject(new Error(`no mail to ${to} after ${timeoutMs} ms (${mails.length} mails in all)`))
        }, timeoutMs)
        arrivals.on('mail', look)
        look()
      })
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  }
}
