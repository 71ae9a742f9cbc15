/**
 * `GET /ap/quote-authorizations/{id}`: a quote's authorization as FEP-044f defines it (`QuoteAuthorization`), which
 * any server checking a quote post dereferences: the quote post (`interactingObject`), our article
 * (`interactionTarget`, not embedded) and its author, the site's actor. A revoked one answers 410, an unknown one 404.
 * Served without Fedify, like what publishing sent: it is public, and nothing here is signed.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleOf } from '../../ground/db/adapter'
import { absolute, activityPubQuoteAuthorizationPath } from '../../ground/paths'
import { actorUrl, SITE_ACTOR } from './actors'
import { articleObjectId, withContext } from './articleObject'

const HEADERS = { 'Content-Type': 'application/activity+json' }

export async function quoteAuthorizationDocument(payload: Payload, baseUrl: string, id: string): Promise<Response> {
  const { rows } = await drizzleOf(payload).execute<{
    article_id: number
    quote_post: string
    revoked_at: Date | string | null
  }>(sql`SELECT article_id, quote_post, revoked_at FROM federation_quote_authorizations WHERE id = ${id}`)
  const row = rows[0]
  const address = absolute(baseUrl, activityPubQuoteAuthorizationPath(id))
  if (!row)
    return new Response(JSON.stringify({ error: 'not_found', message: 'No such quote authorization was given.' }), {
      status: 404,
      headers: HEADERS,
    })
  if (row.revoked_at)
    return new Response(
      JSON.stringify(
        withContext({
          id: address,
          type: 'Tombstone',
          formerType: 'QuoteAuthorization',
          deleted: new Date(row.revoked_at).toISOString(),
        }),
      ),
      { status: 410, headers: HEADERS },
    )
  return new Response(
    JSON.stringify(
      withContext({
        id: address,
        type: 'QuoteAuthorization',
        attributedTo: actorUrl(baseUrl, SITE_ACTOR),
        interactingObject: row.quote_post,
        interactionTarget: articleObjectId(baseUrl, row.article_id),
      }),
    ),
    { headers: HEADERS },
  )
}
