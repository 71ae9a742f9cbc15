import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { queryInRequest } from '../../ground/db/adapter'

/** The ids of every article of a PMS, published or not, read in the request's transaction when it has one. */
export async function articleIdsOfPms(req: PayloadRequest, pmsId: number | string): Promise<number[]> {
  const rows = await queryInRequest<{ id: number }>(req, sql`SELECT id FROM articles WHERE pms_id = ${pmsId}`)
  return rows.map((row) => row.id)
}
