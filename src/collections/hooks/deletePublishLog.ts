import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeDeleteHook } from 'payload'

import { queryInRequest } from '../../db/adapter'

/**
 * An article's publish log goes with it, in the delete's transaction: a publish event needs its article (the
 * column is NOT NULL), so the foreign key's ON DELETE SET NULL would refuse the delete. The article's row is locked
 * first, so that a publishing job finishing meanwhile cannot log an event between the two deletes: its insert
 * waits for the delete, then fails on the foreign key, and its retry finds no article and stops.
 */
export const deletePublishLog: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await queryInRequest(
    req,
    sql`
    WITH article AS (SELECT id FROM articles WHERE id = ${id} FOR UPDATE)
    DELETE FROM publish_events WHERE article_id IN (SELECT id FROM article)`,
  )
}
