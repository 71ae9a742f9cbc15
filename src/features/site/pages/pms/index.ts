import { type MarkdownSitePage, paginated } from '../../sitePage'
import { PmsHtml } from './Html'
import { loadPmsPage, type PmsPage } from './load'
import { pmsMarkdown } from './markdown'
import { pmsMetadata } from './metadata'

/** `/{pmsSlug}`, ten articles to a page (`?page=`). */
export const pmsPage = {
  load: paginated((payload, { params }, page, baseUrl) => loadPmsPage(payload, params.pmsSlug, page, baseUrl)),
  Html: PmsHtml,
  markdown: pmsMarkdown,
  metadata: pmsMetadata,
} satisfies MarkdownSitePage<{ pmsSlug: string }, PmsPage>
