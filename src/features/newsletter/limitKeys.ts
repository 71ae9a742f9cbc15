/**
 * What the subscription limit per address counts, so that cheap variations do not buy fresh allowances: one
 * mailbox, case ignored, a `+tag` dropped (most providers deliver `reader+x@` to `reader@`), and for Gmail the dots
 * of the local part too (Gmail ignores them). Per client, the limits count a network (src/ground/http/client/networkKey.ts).
 */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

export function mailboxKey(email: string): string {
  const lower = email.toLowerCase()
  const at = lower.lastIndexOf('@')
  const domain = lower.slice(at + 1)
  let local = lower.slice(0, at).replace(/\+.*$/, '')
  if (DOTLESS_DOMAINS.has(domain)) local = local.replace(/\./g, '')
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`
}
