/** A PMS as the write tools answer it: enough to name it and find its hub page. */
import { z } from 'zod'

import type { Pmse } from '../../../content/payload-types'
import { absolute, pmsPath } from '../../../ground/paths'

export const pmsSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_published: z.boolean(),
  updated_at: z.string(),
  url: z.string(),
})

export const pmsView = (pms: Pmse, baseUrl: string): z.infer<typeof pmsSchema> => ({
  id: pms.id,
  slug: pms.slug ?? '',
  name: pms.name,
  is_published: Boolean(pms.is_published),
  updated_at: pms.updatedAt,
  url: absolute(baseUrl, pmsPath(pms.slug ?? '')),
})
