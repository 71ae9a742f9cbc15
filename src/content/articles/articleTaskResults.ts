/**
 * What the publishing tasks write to an article (docs/decisions/012-publishing-jobs.md): a summary, the address of
 * its social post, straight into the public row past Payload, and into its latest version too, which the cockpit
 * shows and Payload builds the next save on (src/collections/Articles/hooks/keepJobResults.ts keeps them on later saves).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'

/** The summary, with the hash of the text it summarises (so an unchanged article is not summarised again). */
export async function saveArticleSummary(payload: Payload, id: number, summary: string, sourceHash: string) {
  await drizzleOf(payload).execute(sql`
    WITH a AS (UPDATE articles SET summary = ${summary}, summary_source_hash = ${sourceHash} WHERE id = ${id})
    UPDATE _articles_v SET version_summary = ${summary}, version_summary_source_hash = ${sourceHash} WHERE parent_id = ${id} AND latest`)
}

/** Where the article was posted on the social network (so it is never posted twice). */
export async function saveSocialPostUrl(payload: Payload, id: number, url: string) {
  await drizzleOf(payload).execute(sql`
    WITH a AS (UPDATE articles SET social_post_url = ${url} WHERE id = ${id})
    UPDATE _articles_v SET version_social_post_url = ${url} WHERE parent_id = ${id} AND latest`)
}
