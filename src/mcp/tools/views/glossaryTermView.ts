/** A glossary term as the tools show it: the lists and get-glossary-term with its definition, create-glossary-term without. */
import { z } from 'zod'

import type { GlossaryTerm } from '../../../content/payload-types'
import { absolute, glossaryPath } from '../../../ground/paths'

export const glossaryTermSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  term: z.string(),
  short_definition: z.string(),
  is_published: z.boolean(),
  url: z.string(),
})

export const glossaryTermView = (term: GlossaryTerm, baseUrl: string): z.infer<typeof glossaryTermSchema> => ({
  id: term.id,
  slug: term.slug ?? '',
  term: term.term,
  short_definition: term.short_definition,
  is_published: Boolean(term.is_published),
  url: absolute(baseUrl, glossaryPath(term.slug ?? '')),
})
