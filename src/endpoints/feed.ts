/** `GET /feed`: the RSS 2.0 feed of the latest published articles (src/features/discovery/rssFeed.ts). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { FEED_SIZE, rssFeedBytes } from '../features/discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../features/discovery/websub'
import { env } from '../ground/env'
import { type DocumentAnswer, documentResponse } from '../ground/http/documentAnswer'
import { rssFeedPath } from '../ground/paths'
import { loadFeedArticles } from '../features/site/loaders/loadFeedArticles'

/** The feed, on `payload`: for Next's route below, or the router in production (./documentsServedByRouter.ts). */
export async function rssFeedDocument(payload: Payload, baseUrl: string): Promise<DocumentAnswer> {
  const articles = await loadFeedArticles(payload, baseUrl, FEED_SIZE)
  return {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': DOCUMENT_CACHE_CONTROL,
      Link: feedLinkHeader(`${baseUrl}${rssFeedPath}`),
    },
    body: rssFeedBytes({ baseUrl, contactEmail: env.CONTACT_EMAIL, articles, now: new Date(), hub: websubHub() }),
  }
}

export async function GET(_request: Request, payload: Payload): Promise<Response> {
  return documentResponse(await rssFeedDocument(payload, env.baseUrl))
}
