/**
 * The one write path of a glossary term for the machine writers (MCP's create-glossary-term): the fields of
 * ./glossaryTermInputSchema.ts mapped to the collection's, the related terms and PMSes checked (one statement), and
 * Payload's write as the request's person in one transaction recorded as its writer's, refusals mapped once
 * (src/content/recordWrites.ts). Markdown to rich text and the slug live in the collection's hooks.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'
import type { FieldError } from '../../ground/errors/AppError'
import { givenFields } from '../givenFields'
import { type NewRecordData, type RecordFields, recordWrites } from '../recordWrites'
import type { GlossaryTermInput } from './glossaryTermInputSchema'

function glossaryTermData(input: Partial<GlossaryTermInput>): RecordFields<'glossary-terms'> {
  const { related_term_ids: relatedTerms, related_pms_ids: relatedPmses, ...fields } = input
  const data: RecordFields<'glossary-terms'> = givenFields(fields)
  if (relatedTerms !== undefined) data.related_terms = relatedTerms
  if (relatedPmses !== undefined) data.related_pmses = relatedPmses
  return data
}

const unknownIds = (ids: number[], one: string, many: string) =>
  `refers to ${ids.length === 1 ? `${one} that does` : `${many} that do`} not exist: ${ids.join(', ')}`

/** The related terms and PMSes that name nothing, in one statement (none asked when none are given). */
async function danglingRelations(req: PayloadRequest, input: Partial<GlossaryTermInput>): Promise<FieldError[]> {
  const terms = input.related_term_ids ?? []
  const pmses = input.related_pms_ids ?? []
  if (terms.length === 0 && pmses.length === 0) return []
  const [missing] = await queryInRequest<{ terms: number[]; pmses: number[] }>(
    req,
    sql`SELECT ARRAY(SELECT given.id FROM unnest(${sql.param(terms)}::int[]) AS given(id)
                     WHERE NOT EXISTS (SELECT 1 FROM glossary_terms t WHERE t.id = given.id) ORDER BY given.id) AS terms,
               ARRAY(SELECT given.id FROM unnest(${sql.param(pmses)}::int[]) AS given(id)
                     WHERE NOT EXISTS (SELECT 1 FROM pmses p WHERE p.id = given.id) ORDER BY given.id) AS pmses`,
  )
  const errors: FieldError[] = []
  if (missing?.terms.length)
    errors.push({
      field: 'related_term_ids',
      message: unknownIds(missing.terms, 'a glossary term', 'glossary terms'),
    })
  if (missing?.pmses.length)
    errors.push({ field: 'related_pms_ids', message: unknownIds(missing.pmses, 'a PMS', 'PMSes') })
  return errors
}

/** A new term's data: its input gives the term and its short definition, as the collection requires. */
const newGlossaryTermData = (input: GlossaryTermInput): NewRecordData<'glossary-terms'> => ({
  ...glossaryTermData(input),
  term: input.term,
  short_definition: input.short_definition,
})

export const { create: createGlossaryTerm } = recordWrites({
  collection: 'glossary-terms',
  data: glossaryTermData,
  newData: newGlossaryTermData,
  danglingReferences: danglingRelations,
})
