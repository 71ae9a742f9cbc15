import { type MarkdownSitePage, sameForEveryRequest } from '../../sitePage'
import { ComparisonsHtml } from './Html'
import { type ComparisonIndex, loadComparisonIndex } from './load'
import { comparisonsMarkdown } from './markdown'
import { comparisonsMetadata } from './metadata'

/** `/compare`: every comparison. */
export const comparisonsPage = {
  load: sameForEveryRequest(loadComparisonIndex),
  Html: ComparisonsHtml,
  markdown: comparisonsMarkdown,
  metadata: comparisonsMetadata,
} satisfies MarkdownSitePage<object, ComparisonIndex>
