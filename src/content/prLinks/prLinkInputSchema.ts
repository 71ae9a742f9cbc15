/**
 * A PR link's fields as the machine writers give them (MCP's create-pr-link, and update-pr-link with every field
 * optional), built from the rules the collection's fields ask too (src/collections/PrLinks.ts): the title's length,
 * the URL's shape.
 */
import { z } from 'zod'

import { httpUrl, line, recordId, text } from '../fieldRules'

export const prLinkFields = {
  title: line.min(1, 'must not be empty'),
  url: httpUrl,
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

/** A PR link's fields, any of them: all the required ones for a create, those that change for an update. */
export type PrLinkInput = Partial<z.infer<z.ZodObject<typeof prLinkFields>>>
