/**
 * Where the site's standard.site records live in its AT Protocol repository (docs/decisions/084-bluesky-standard-site.md),
 * owned here: the one `site.standard.publication` (`standard_site_publication`, one row) and each article's
 * `site.standard.document` (`standard_site_documents`), with their AT-URIs and CIDs, and the Bluesky post that
 * announced the article. A document's row has no foreign key to its article: the record outlives the article's row
 * until the publishing step that deletes it has run (src/features/publishing/standardSiteTask.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { publicArticle } from '../../ground/db/publicVisibility'

export interface PublicationRow {
  did: string
  rkey: string
  uri: string
  cid: string
  /** What the record says (its url, name and description), as written: a change writes it again. */
  digest: string
}

export interface DocumentRow {
  articleId: number
  rkey: string
  uri: string
  cid: string
  /** The Bluesky post that announced the article (`bskyPostRef`), once there is one. */
  postUri: string | null
  postCid: string | null
}

const rowsOf = async (payload: Payload, query: SQL) => (await drizzleOf(payload).execute(query)).rows

export async function publicationRecord(payload: Payload): Promise<PublicationRow | null> {
  const [row] = await rowsOf(payload, sql`SELECT did, rkey, uri, cid, digest FROM standard_site_publication`)
  return (row as unknown as PublicationRow | undefined) ?? null
}

export async function savePublicationRecord(payload: Payload, row: PublicationRow): Promise<void> {
  await rowsOf(
    payload,
    sql`
    INSERT INTO standard_site_publication (id, did, rkey, uri, cid, digest, updated_at)
    VALUES (true, ${row.did}, ${row.rkey}, ${row.uri}, ${row.cid}, ${row.digest}, now())
    ON CONFLICT (id) DO UPDATE SET did = excluded.did, rkey = excluded.rkey, uri = excluded.uri, cid = excluded.cid,
      digest = excluded.digest, updated_at = now()`,
  )
}

export async function documentRecordOf(payload: Payload, articleId: number): Promise<DocumentRow | null> {
  const [row] = await rowsOf(
    payload,
    sql`SELECT article_id AS "articleId", rkey, uri, cid, post_uri AS "postUri", post_cid AS "postCid"
      FROM standard_site_documents WHERE article_id = ${articleId}`,
  )
  return (row as unknown as DocumentRow | undefined) ?? null
}

export async function saveDocumentRecord(payload: Payload, row: DocumentRow): Promise<void> {
  await rowsOf(
    payload,
    sql`
    INSERT INTO standard_site_documents (article_id, rkey, uri, cid, post_uri, post_cid, updated_at)
    VALUES (${row.articleId}, ${row.rkey}, ${row.uri}, ${row.cid}, ${row.postUri}, ${row.postCid}, now())
    ON CONFLICT (article_id) DO UPDATE SET rkey = excluded.rkey, uri = excluded.uri, cid = excluded.cid,
      post_uri = excluded.post_uri, post_cid = excluded.post_cid, updated_at = now()`,
  )
}

export async function forgetDocumentRecord(payload: Payload, articleId: number): Promise<void> {
  await rowsOf(payload, sql`DELETE FROM standard_site_documents WHERE article_id = ${articleId}`)
}

/** The AT-URI of article `article`'s document record, or null: for the article page's own statement. */
export const documentUriOf = (article: SQL) =>
  sql`(SELECT d.uri FROM standard_site_documents d WHERE d.article_id = ${article}.id)`

/**
 * The public articles published in the last `days` days whose Bluesky post is known, newest first, at most `limit`:
 * the posts whose threads the reply poll reads.
 */
export async function recentlyPostedArticles(
  payload: Payload,
  days: number,
  limit: number,
): Promise<Array<{ articleId: number; postUri: string }>> {
  const rows = await rowsOf(
    payload,
    sql`
    SELECT a.id AS "articleId", d.post_uri AS "postUri"
    FROM standard_site_documents d JOIN articles a ON a.id = d.article_id JOIN pmses p ON p.id = a.pms_id
    WHERE d.post_uri IS NOT NULL AND ${publicArticle('a', 'p')}
      AND a.published_at > now() - make_interval(days => ${days})
    ORDER BY a.published_at DESC, a.id DESC
    LIMIT ${limit}`,
  )
  return rows as unknown as Array<{ articleId: number; postUri: string }>
}
