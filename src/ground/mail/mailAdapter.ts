/**
 * Payload's email adapter (the `email` option of buildConfig) over nodemailer: SMTP when SMTP_URL is set, otherwise
 * the .eml outbox under DATA_DIR/mail. Ours rather than `@payloadcms/email-nodemailer`, whose newest release pins
 * payload 3.90.1 while this project runs 3.90.2; the adapter is the few lines below. Every mail of the service
 * (subscription confirmations, the cockpit's password resets) goes through `payload.sendEmail`, so through here.
 */
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter } from 'payload'

import type { Env } from '../env'
import { heldMailbox } from './heldMail'
import { outboxTransport } from './outboxTransport'

export interface MailSender {
  address: string
  name: string
}

/** MAIL_FROM as an address and a display name; default: "PMS News" <CONTACT_EMAIL>. */
export function mailSender(env: Env): MailSender {
  const configured = env.MAIL_FROM?.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/)
  if (configured) return { name: configured[1]!.trim() || 'PMS News', address: configured[2]!.trim() }
  return { name: 'PMS News', address: env.MAIL_FROM?.trim() || env.CONTACT_EMAIL }
}

/** `pooled`: one SMTP connection kept open and reused, for the newsletter's many mails in a row. */
export function createMailTransport(env: Env, log: (line: string) => void, { pooled = false } = {}): Transporter {
  if (!env.SMTP_URL) return nodemailer.createTransport(outboxTransport(path.join(env.dataDir, 'mail'), log))
  // nodemailer waits minutes by default; a mail that cannot go now is retried by the jobs queue instead.
  const timeout = env.OUTBOUND_TIMEOUT_MS
  const timeouts = { connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }
  if (pooled)
    return nodemailer.createTransport({
      url: env.SMTP_URL,
      pool: true,
      maxConnections: 1,
      maxMessages: Infinity,
      ...timeouts,
    })
  return nodemailer.createTransport({ url: env.SMTP_URL, ...timeouts })
}

/** The longest one SMTP exchange can take: connecting, the greeting and the socket's idle limit, each timing out. */
export const longestSendMs = (env: Env) => 3 * env.OUTBOUND_TIMEOUT_MS

/** Several Payload instances share a process (Next's, the jobs', the OAuth server's): the warning is said once. */
let warnedNoSmtp = false

export function mailAdapter(env: Env): EmailAdapter {
  const sender = mailSender(env)
  return ({ payload }) => {
    if (
      !env.SMTP_URL &&
      env.NODE_ENV === 'production' &&
      env.NEXT_PHASE !== 'phase-production-build' &&
      !warnedNoSmtp
    ) {
      warnedNoSmtp = true
      payload.logger.warn(
        `SMTP_URL is not set: mails are written to ${path.join(env.dataDir, 'mail')} and nobody receives them`,
      )
    }
    const transport = createMailTransport(env, (line) => payload.logger.info(line))
    return {
      name: env.SMTP_URL ? 'smtp' : 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message) => {
        const held = heldMailbox()
        if (held) return void held.push(message)
        const from =
          typeof message.from === 'object' && message.from
            ? { name: message.from.name ?? '', address: message.from.address }
            : message.from
        return transport.sendMail({ ...message, from: from ?? { name: sender.name, address: sender.address } })
      },
    }
  }
}
