import { pageNumber } from '../../pageNumber'
import type { MarkdownSitePage } from '../../sitePage'
import { PmsHtml } from './Html'
import { loadPmsPage, type PmsPage } from './load'
import { pmsMarkdown } from './markdown'
import { pmsMetadata } from './metadata'

/** `/{pmsSlug}`, ten articles to a page (`?page=`). */
export const pmsPage = {
  async load(payload, { params, search }, baseUrl) {
    const page = pageNumber(search.page)
    return page === null ? null : loadPmsPage(payload, params.pmsSlug, page, baseUrl)
  },
  Html: PmsHtml,
  markdown: pmsMarkdown,
  metadata: pmsMetadata,
} satisfies MarkdownSitePage<{ pmsSlug: string }, PmsPage>
