import type { Metadata } from 'next'

import type { GlossaryTermPage } from './load'

export const glossaryTermMetadata = (page: GlossaryTermPage): Metadata => ({
  title: `${page.term} (glossary)`,
  description: page.definition,
  alternates: { canonical: page.url },
})
