import { type MarkdownSitePage, sameForEveryRequest } from '../../sitePage'
import { GlossaryHtml } from './Html'
import { type GlossaryIndex, loadGlossaryIndex } from './load'
import { glossaryMarkdown } from './markdown'
import { glossaryMetadata } from './metadata'

/** `/glossary`: every term, A–Z. */
export const glossaryPage = {
  load: sameForEveryRequest(loadGlossaryIndex),
  Html: GlossaryHtml,
  markdown: glossaryMarkdown,
  metadata: glossaryMetadata,
} satisfies MarkdownSitePage<object, GlossaryIndex>
