/** A PR link as the tools show it, with its relations as ids. */
import { z } from 'zod'

import type { PrLink } from '../../../content/payload-types'

export const prLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  publisher: z.string().nullable(),
  date: z.string().nullable(),
  pms_id: z.number().int(),
  article_id: z.number().int().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
})

export function prLinkView(link: PrLink): z.infer<typeof prLinkSchema> {
  const idOf = (value: unknown) =>
    typeof value === 'number' ? value : value && typeof value === 'object' ? (value as { id: number }).id : null
  return {
    id: link.id,
    title: link.title,
    url: link.url,
    publisher: link.publisher ?? null,
    date: link.date ?? null,
    pms_id: idOf(link.pms) ?? 0,
    article_id: idOf(link.article),
    notes: link.notes ?? null,
    is_active: link.is_active !== false,
  }
}
