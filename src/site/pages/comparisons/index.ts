import type { MarkdownSitePage } from '../../sitePage'
import { ComparisonsHtml } from './Html'
import { type ComparisonIndex, loadComparisonIndex } from './load'
import { comparisonsMarkdown } from './markdown'
import { comparisonsMetadata } from './metadata'

/** `/compare`: every comparison. */
export const comparisonsPage = {
  load: (payload, _request, baseUrl) => loadComparisonIndex(payload, baseUrl),
  Html: ComparisonsHtml,
  markdown: comparisonsMarkdown,
  metadata: comparisonsMetadata,
} satisfies MarkdownSitePage<object, ComparisonIndex>
