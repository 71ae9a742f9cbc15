import type { MarkdownSitePage } from '../../sitePage'
import { GlossaryTermHtml } from './Html'
import { type GlossaryTermPage, loadGlossaryTermPage } from './load'
import { glossaryTermMarkdown } from './markdown'
import { glossaryTermMetadata } from './metadata'

/** `/glossary/{slug}`: one term. */
export const glossaryTermPage = {
  load: (payload, { params }, baseUrl) => loadGlossaryTermPage(payload, params.slug, baseUrl),
  Html: GlossaryTermHtml,
  markdown: glossaryTermMarkdown,
  metadata: glossaryTermMetadata,
} satisfies MarkdownSitePage<{ slug: string }, GlossaryTermPage>
