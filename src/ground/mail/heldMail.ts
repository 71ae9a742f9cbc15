/**
 * Mail held back until the work that wrote it has committed. Payload's forgot-password sends its mail inside the
 * transaction that writes the reset token, so the account's row stayed locked for the whole SMTP exchange: an SMTP
 * server that stalled kept the account's owner (and an admin editing the account) from signing in for as long as the
 * mail waited, twenty seconds by default. Work run by `holdingMail` hands its mails here instead (./mailAdapter.ts
 * asks `heldMailbox()`), and its caller sends them once the work is done.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import type { SendEmailOptions } from 'payload'

const mailboxes = new AsyncLocalStorage<SendEmailOptions[]>()

/** Runs `work`; the mails it asks to send are returned with its result, not sent. */
export async function holdingMail<T>(work: () => Promise<T>): Promise<{ result: T; held: SendEmailOptions[] }> {
  const held: SendEmailOptions[] = []
  const result = await mailboxes.run(held, work)
  return { result, held }
}

/** Where a mail sent now goes instead of the transport, inside `holdingMail`'s work; undefined elsewhere. */
export function heldMailbox(): SendEmailOptions[] | undefined {
  return mailboxes.getStore()
}
