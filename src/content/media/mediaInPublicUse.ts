/**
 * Whether public content shows an image (`publicMedia`, docs/decisions/059-media-files-public-by-use.md): a
 * contributor or author may change or delete their own uploads only while none does (src/content/access/mediaAccess.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicMedia } from '../../ground/db/publicMedia'
import { FILE_PATHS } from './mediaFileStanding'

export async function mediaInPublicUse(payload: Payload, id: number | string): Promise<boolean> {
  const rows = await preparedRows<{ public: boolean }>(
    payload,
    sql`SELECT ${publicMedia(sql`m.id`, FILE_PATHS)} AS public FROM media m WHERE m.id = ${Number(id)}`,
  )
  return rows[0]?.public === true
}
