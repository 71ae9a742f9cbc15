/** `GET /feed.json`: JSON Feed 1.1 of the latest published articles (src/discovery/jsonFeed.ts). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { JSON_FEED_CONTENT_TYPE, jsonFeedBytes } from '../discovery/jsonFeed'
import { FEED_SIZE } from '../discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../discovery/websub'
import { env } from '../env'
import { jsonFeedPath } from '../paths'
import { loadFeedArticles } from '../site/loaders/loadFeedArticles'

/** The feed, on `payload`: Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function jsonFeedResponse(payload: Payload, baseUrl: string): Promise<Response> {
  const articles = await loadFeedArticles(payload, baseUrl, FEED_SIZE)
  return new Response(jsonFeedBytes(baseUrl, articles, websubHub()), {
    headers: {
      'Content-Type': JSON_FEED_CONTENT_TYPE,
      'Cache-Control': DOCUMENT_CACHE_CONTROL,
      Link: feedLinkHeader(`${baseUrl}${jsonFeedPath}`),
    },
  })
}

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return jsonFeedResponse(payload, env.baseUrl)
}
