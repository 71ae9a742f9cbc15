import { type MarkdownSitePage, paginated } from '../../sitePage'
import { CorrectionsHtml } from './Html'
import { type CorrectionsList, loadCorrections } from './load'
import { correctionsMarkdown } from './markdown'
import { correctionsMetadata } from './metadata'

/** `/corrections`: the corrections and updates of public articles, thirty to a page (`?page=`). */
export const correctionsPage = {
  load: paginated((payload, _request, page, baseUrl) => loadCorrections(payload, page, baseUrl)),
  Html: CorrectionsHtml,
  markdown: correctionsMarkdown,
  metadata: correctionsMetadata,
} satisfies MarkdownSitePage<object, CorrectionsList>
