/** The published PMS profiles A–Z with their taglines: the home page's directory and llms.txt's PMS section. */
import type { Payload } from 'payload'

import { publicPmsWhere } from '../../db/publicVisibility'
import { absolute, pmsPath } from '../paths'

export interface PmsDirectoryEntry {
  name: string
  url: string
  tagline: string | null
}

export async function loadPmsDirectory(payload: Payload, baseUrl: string): Promise<PmsDirectoryEntry[]> {
  const { docs } = await payload.find({
    collection: 'pmses',
    where: publicPmsWhere(),
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { name: true, slug: true, tagline: true },
  })
  return docs.flatMap((doc) => (doc.slug ? [{ name: doc.name, url: absolute(baseUrl, pmsPath(doc.slug)), tagline: doc.tagline ?? null }] : []))
}
