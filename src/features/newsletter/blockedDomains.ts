/**
 * Which addresses may not subscribe. How an address is checked and spelt is the subscribers' module's
 * (src/content/subscribers/subscriberEmail.ts).
 */

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/** SUBSCRIBE_BLOCKED_DOMAINS as a matcher: a listed domain blocks itself and its subdomains. */
export function blockedDomainMatcher(list: string): (email: string) => boolean {
  const blocked = list
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean)
  return (email) => {
    const domain = domainOf(email)
    return blocked.some((entry) => domain === entry || domain.endsWith(`.${entry}`))
  }
}
