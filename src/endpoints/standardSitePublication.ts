/**
 * `GET /.well-known/site.standard.publication`: the AT-URI of the site's `site.standard.publication` record, as
 * standard.site's verification asks (https://standard.site/docs/verification; docs/decisions/084-bluesky-standard-site.md):
 * a reader of the record checks that the site it names points back at it. 404 while there is none (no AT Protocol
 * account, or nothing published since one was set up), not kept by anyone, so the first publication shows at once.
 */
import type { Payload } from 'payload'

import { publicationRecord } from '../content/standardSite/standardSiteRecords'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'

const TEXT = 'text/plain; charset=utf-8'

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  const publication = env.atproto ? await publicationRecord(payload) : null
  if (!publication)
    return new Response('This site has no publication on the AT Protocol.\n', {
      status: 404,
      headers: { 'Content-Type': TEXT, 'Cache-Control': 'no-store' },
    })
  return new Response(publication.uri, {
    headers: { 'Content-Type': TEXT, 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
