import type { MarkdownSitePage } from '../../sitePage'
import { ShareHtml } from './Html'
import { loadSharePage, type SharePage } from './load'
import { shareMarkdown } from './markdown'
import { shareMetadata } from './metadata'

/** `/share?url=…&title=…`: "Share on Mastodon" for one of our pages (docs/decisions/081-fediverse-handles.md). */
export const sharePage = {
  load: async (_payload, { search }, baseUrl) => loadSharePage(search, baseUrl),
  Html: ShareHtml,
  markdown: shareMarkdown,
  metadata: shareMetadata,
} satisfies MarkdownSitePage<object, SharePage>
