/**
 * `/{pmsSlug}/{articleSlug}`, and its permanent markdown URL `….md`. What the preview of a draft (src/features/preview/,
 * src/features/preview/page/) needs of the article page is exported here too: it shows a draft as this page; and what
 * llms-full.txt needs (src/features/discovery/llmsFullTxt.ts), which carries the newest articles as their markdown pages.
 */
import type { MarkdownSitePage } from '../../sitePage'
import { ArticleHtml } from './Html'
import { type ArticlePage, loadArticlePage } from './load'
import { articleMarkdown } from './markdown'
import { articleMetadata } from './metadata'

export { type ArticlePage, articlePageOf, type BylineName } from './load'
export { articleMarkdownPagesNewestFirst } from './markdownPages'
export { articleMarkdown } from './markdown'

export const articlePage = {
  load: (payload, { params }, baseUrl) => loadArticlePage(payload, params.pmsSlug, params.articleSlug, baseUrl),
  Html: ArticleHtml,
  markdown: articleMarkdown,
  metadata: articleMetadata,
  aiUse: (page) => page.ownTerms,
} satisfies MarkdownSitePage<{ pmsSlug: string; articleSlug: string }, ArticlePage>
