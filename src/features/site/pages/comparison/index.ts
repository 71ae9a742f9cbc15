import { bySlug, type MarkdownSitePage } from '../../sitePage'
import { ComparisonHtml } from './Html'
import { type ComparisonPage, loadComparisonPage } from './load'
import { comparisonMarkdown } from './markdown'
import { comparisonMetadata } from './metadata'

/** `/compare/{slug}`: one comparison. */
export { sideBySide } from './load'

export const comparisonPage = {
  load: bySlug(loadComparisonPage),
  Html: ComparisonHtml,
  markdown: comparisonMarkdown,
  metadata: comparisonMetadata,
} satisfies MarkdownSitePage<{ slug: string }, ComparisonPage>
