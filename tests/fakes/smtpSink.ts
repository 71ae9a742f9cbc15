/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every mail it receives, parsed with
 * postal-mime. It can stop and start again on its port, or refuse every transaction while it runs (a server in
 * maintenance: 421 and the connection closed), to play an SMTP outage.
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
  /** Transactions refused so far by `behaviour.refuseAll`: shows that an outage was met, not merely set. */
  readonly refusals: number
  /** Answers the held mails (`behaviour.hold`) at last: each is accepted and kept, as if the server had only been slow. */
  releaseHeld(): void
}

export interface SmtpSinkBehaviour {
  /** A reply refusing the recipient (`{ code: 550, message }`), given how often it was offered before; null accepts. */
  refuseRecipient?: (address: string, offeredBefore: number) => { code: number; message: string } | null
  /** Mails to hold: their DATA is read but never answered, so the sender waits (as if the server hung mid-send). */
  hold?: (to: string[]) => boolean
  /**
   * A reply given to every connection and every MAIL FROM while set, e.g. `{ code: 421, message }` (RFC 5321 §3.8:
   * the server closes the connection after it); nothing is accepted meanwhile.
   */
  refuseAll?: { code: number; message: string }
}

export async function startSmtpSink(
  port = 0,
  behaviour: SmtpSinkBehaviour = {},
): Promise<SmtpSink & { held: string[][] }> {
  const mails: ReceivedMail[] = []
  const held: string[][] = []
  /** The answers owed to held mails. */
  const heldAnswers: Array<() => void> = []
  const offered = new Map<string, number>()
  let refusals = 0
  const serviceRefusal = () => {
    const reply = behaviour.refuseAll
    if (!reply) return null
    refusals += 1
    return Object.assign(new Error(reply.message), { responseCode: reply.code })
  }
  /** Says 'mail' after each mail is kept. */
  const arrivals = new EventEmitter()
  let server: SMTPServer | undefined
  let boundPort = port

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // 127.0.0.1 needs no name, and nothing beyond loopback is asked.
      disableReverseLookup: true,
      logger: false,
      onConnect(_session, callback) {
        callback(serviceRefusal() ?? undefined)
      },
      onMailFrom(_address, _session, callback) {
        callback(serviceRefusal() ?? undefined)
      },
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
          const raw = Buffer.concat(chunks).toString('utf8')
          const keep = () =>
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
          if (!behaviour.hold?.(to)) return void keep()
          held.push(to)
          heldAnswers.push(() => void keep())
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
    get refusals() {
      return refusals
    },
    releaseHeld() {
      for (const answer of heldAnswers.splice(0)) answer()
    },
  }
}
