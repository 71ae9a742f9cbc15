/** The fields create-pr-link takes and update-pr-link changes, how they become a Payload PR link, and how it is shown. */
import { z } from 'zod'

import type { PrLink } from '../../../payload-types'
import { line, recordId, text, url } from '../toolInputs'
import { prLinkSchema, prLinkView } from '../views/prLinkView'
import type { RecordKind } from './recordTools'

const prLinkFields = {
  title: line.min(1),
  url,
  publisher: line.nullable().optional(),
  date: z.iso
    .date()
    .refine((value) => !value.startsWith('0000'), 'must be a date from year 0001 to 9999')
    .nullable()
    .optional()
    .describe('YYYY-MM-DD'),
  pms_id: recordId.describe('The PMS it is about (list-pmses)'),
  article_id: recordId.nullable().optional().describe('A PMS News article about it, if any'),
  notes: text.nullable().optional(),
  is_active: z.boolean().optional().describe('Shown on the PMS hub; default true'),
}

function prLinkData(input: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (field === 'pms_id') data.pms = value
    else if (field === 'article_id') data.article = value
    else data[field] = value
  }
  return data
}

const prLinkReferences = (input: { pms_id?: unknown; article_id?: unknown }) => [
  { field: 'pms_id', collection: 'pmses' as const, ids: [input.pms_id as number | undefined], finder: 'list-pmses' },
  {
    field: 'article_id',
    collection: 'articles' as const,
    ids: [input.article_id as number | null | undefined],
    finder: 'list-articles',
  },
]

export const prLinkKind: RecordKind<PrLink, ReturnType<typeof prLinkView>> = {
  collection: 'pr-links',
  label: 'PR link',
  finder: 'list-pr-links',
  key: 'pr_link',
  schema: prLinkSchema,
  view: prLinkView,
  fields: prLinkFields,
  data: prLinkData,
  references: prLinkReferences,
}
