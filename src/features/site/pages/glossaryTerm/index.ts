import { bySlug, type MarkdownSitePage } from '../../sitePage'
import { GlossaryTermHtml } from './Html'
import { type GlossaryTermPage, loadGlossaryTermPage } from './load'
import { glossaryTermMarkdown } from './markdown'
import { glossaryTermMetadata } from './metadata'

/** `/glossary/{slug}`: one term. */
export const glossaryTermPage = {
  load: bySlug(loadGlossaryTermPage),
  Html: GlossaryTermHtml,
  markdown: glossaryTermMarkdown,
  metadata: glossaryTermMetadata,
} satisfies MarkdownSitePage<{ slug: string }, GlossaryTermPage>
