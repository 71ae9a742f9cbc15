/** The fields create-pr-link takes and update-pr-link changes, and how they become a Payload PR link. */
import { z } from 'zod'

import { line, recordId, text, url } from '../toolInputs'

export const prLinkFields = {
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

export function prLinkData(input: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue
    if (field === 'pms_id') data.pms = value
    else if (field === 'article_id') data.article = value
    else data[field] = value
  }
  return data
}

export const prLinkReferences = (input: { pms_id?: number; article_id?: number | null }) => [
  { field: 'pms_id', collection: 'pmses' as const, ids: [input.pms_id], finder: 'list-pmses' },
  { field: 'article_id', collection: 'articles' as const, ids: [input.article_id], finder: 'list-articles' },
]
