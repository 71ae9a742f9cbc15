/** `GET /feed.json`: JSON Feed 1.1 of the latest published articles (src/features/discovery/jsonFeed.ts). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { JSON_FEED_CONTENT_TYPE, jsonFeedBytes } from '../features/discovery/jsonFeed'
import { FEED_SIZE } from '../features/discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../features/discovery/websub'
import { env } from '../ground/env'
import { type DocumentAnswer, documentResponse } from '../ground/http/documentAnswer'
import { jsonFeedPath } from '../ground/paths'
import { loadFeedArticles } from '../features/site/loaders/loadFeedArticles'

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
