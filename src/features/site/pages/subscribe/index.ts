import type { MarkdownSitePage } from '../../sitePage'
import { SubscribeHtml } from './Html'
import { loadSubscribePage, type SubscribePage } from './load'
import { newsletterMarkdown } from './markdown'
import { subscribeMetadata } from './metadata'

export { newsletterNote } from './markdown'

/** `/subscribe`: the newsletter, and the form a person subscribes with (its POST: src/proxy.ts). */
export const subscribePage = {
  load: (payload, { search }, baseUrl) => loadSubscribePage(payload, search, baseUrl),
  Html: SubscribeHtml,
  markdown: newsletterMarkdown,
  metadata: subscribeMetadata,
} satisfies MarkdownSitePage<object, SubscribePage>
