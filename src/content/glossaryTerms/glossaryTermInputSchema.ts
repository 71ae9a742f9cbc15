/**
 * A glossary term's fields as the machine writers give them (MCP's create-glossary-term), built from the rules the
 * collection's fields ask too (src/collections/GlossaryTerms.ts).
 */
import { z } from 'zod'

import { line, recordId, slug, text } from '../fieldRules'

const glossaryTermFields = {
  term: line.min(1, 'must not be empty'),
  slug: slug.optional().describe('Made from the term when omitted'),
  short_definition: line.min(1, 'must not be empty').describe('One sentence'),
  body: text.nullable().optional().describe('Markdown'),
  related_term_ids: z.array(recordId).max(50).optional(),
  related_pms_ids: z.array(recordId).max(50).optional(),
  is_published: z.boolean().optional(),
}

export const glossaryTermCreateSchema = z.strictObject(glossaryTermFields)

export type GlossaryTermInput = z.infer<typeof glossaryTermCreateSchema>
