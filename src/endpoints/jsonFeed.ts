/** `GET /feed.json`: JSON Feed 1.1 of the latest published articles (src/discovery/jsonFeed.ts). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { JSON_FEED_CONTENT_TYPE, jsonFeedBytes } from '../discovery/jsonFeed'
import { FEED_SIZE } from '../discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../discovery/websub'
import { env } from '../env'
import { type DocumentAnswer, documentResponse } from '../http/documentAnswer'
import { jsonFeedPath } from '../paths'
import { loadFeedArticles } from '../site/loaders/loadFeedArticles'

/** The feed, on `payload`: for Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function jsonFeedDocument(payload: Payload, baseUrl: string): Promise<DocumentAnswer> {
  const articles = await loadFeedArticles(payload, baseUrl, FEED_SIZE)
  return {
    headers: {
      'Content-Type': JSON_FEED_CONTENT_TYPE,
      'Cache-Control': DOCUMENT_CACHE_CONTROL,
      Link: feedLinkHeader(`${baseUrl}${jsonFeedPath}`),
    },
    body: jsonFeedBytes(baseUrl, articles, websubHub()),
  }
}

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return documentResponse(await jsonFeedDocument(payload, env.baseUrl))
}
