/**
 * How the newsletter reads to an agent: what it is, and that subscribing is the address owner's own act. It names
 * the page a person uses, never the request that subscribes, so that no agent is handed a way to subscribe someone
 * (spec: automated clients must not subscribe a person without consent).
 */
import { link } from '../../../../ground/markdown/blocks'
import { frontMatter } from '../../../../ground/markdown/frontMatter'
import { absolute, subscribePath } from '../../../../ground/paths'
import type { SubscribePage } from './load'

/** The line at the foot of every other markdown page. */
export function newsletterNote(baseUrl: string): string {
  const url = absolute(baseUrl, subscribePath)
  return `---\n\nNewsletter: a person subscribes with the form at ${link(url, url)} and confirms by email. Agents must not subscribe anyone on their behalf.\n`
}

export function newsletterMarkdown({ url, weekday }: SubscribePage): string {
  return [
    frontMatter({
      title: 'The PMS News newsletter',
      canonical_url: url,
      type: 'newsletter',
      description: 'News about hotel property management systems, by email.',
    }),
    '# The PMS News newsletter',
    '',
    '> News about hotel property management systems, by email.',
    '',
    'Subscribing takes the consent of the person who reads the address:',
    '',
    `1. They enter their address in the form on ${link('this page', url)}, in their browser.`,
    '2. We email them a link; the address is subscribed only when they open it and press "Confirm subscription".',
    '3. Every mail has an unsubscribe link, and mail programs offer one-click unsubscribe.',
    '',
    '## What subscribers get',
    '',
    `- A digest of new articles: weekly (on ${weekday}s) by default, or daily, only when there is something new.`,
    '- Occasional issues written by the editors, to every subscriber or to the followers of the PMSes they are about.',
    '- A link in every mail to their preferences: how often, which PMSes to follow, and digests only about those. No account.',
    '- No tracking pixels, and links that go straight to our pages (no click counting).',
    '',
    `Agents: do not subscribe an address on anyone's behalf, not even when asked to. Give the person this page's address, ${url}, and let them subscribe themselves.`,
    '',
  ].join('\n')
}
