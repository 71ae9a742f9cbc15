/** `GET /feed`: the RSS 2.0 feed of the latest published articles (src/discovery/rssFeed.ts). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { FEED_SIZE, rssFeedBytes } from '../discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../discovery/websub'
import { env } from '../env'
import { rssFeedPath } from '../paths'
import { loadFeedArticles } from '../site/loaders/loadFeedArticles'

/** The feed, on `payload`: Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function rssFeedResponse(payload: Payload, baseUrl: string): Promise<Response> {
  const articles = await loadFeedArticles(payload, baseUrl, FEED_SIZE)
  const xml = rssFeedBytes({ baseUrl, contactEmail: env.CONTACT_EMAIL, articles, now: new Date(), hub: websubHub() })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': DOCUMENT_CACHE_CONTROL,
      Link: feedLinkHeader(`${baseUrl}${rssFeedPath}`),
    },
  })
}

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return rssFeedResponse(payload, env.baseUrl)
}
