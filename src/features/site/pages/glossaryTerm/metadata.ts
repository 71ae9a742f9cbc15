import type { PageHead } from '../../pageHead'
import type { GlossaryTermPage } from './load'

export const glossaryTermMetadata = (page: GlossaryTermPage): PageHead => ({
  title: `${page.term} (glossary)`,
  description: page.definition,
  canonical: page.url,
})
