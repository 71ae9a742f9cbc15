/** `GET /feed`: the RSS 2.0 feed of the latest published articles (src/discovery/rssFeed.ts). */
import type { Payload } from 'payload'

import { DOCUMENT_CACHE_CONTROL } from '../discovery/documentCacheControl'
import { FEED_SIZE, rssFeedBytes } from '../discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../discovery/websub'
import { env } from '../env'
import { type DocumentAnswer, documentResponse } from '../http/documentAnswer'
import { rssFeedPath } from '../paths'
import { loadFeedArticles } from '../site/loaders/loadFeedArticles'

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
