/**
 * `GET <list path>/feed.xml` and `/feed.json`: the RSS and JSON Feed of one PMS, category, tag or author
 * (docs/decisions/071-feeds-per-list.md), the same builders as the site's feeds (src/features/discovery/rssFeed.ts,
 * jsonFeed.ts) over the articles that list's page shows. A list that has no public page has no feed: 404.
 */
import type { Payload } from 'payload'

import { listOfFeed } from '../content/articles/listOfFeed'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { JSON_FEED_CONTENT_TYPE, jsonFeedBytes } from '../features/discovery/jsonFeed'
import { FEED_SIZE, type FeedOfList, rssFeedBytes } from '../features/discovery/rssFeed'
import { feedLinkHeader, websubHub } from '../features/discovery/websub'
import { loadFeedArticles } from '../features/site/loaders/loadFeedArticles'
import { SITE_NAME } from '../features/site/pageHead'
import { env } from '../ground/env'
import { type DocumentAnswer, documentResponse } from '../ground/http/documentAnswer'
import { type FeedList, type ListFeed, listFeedOf, listFeedPath, listPagePath } from '../ground/paths'

const KIND_LABELS: Record<FeedList['kind'], string> = { pms: 'PMS', category: 'category', tag: 'tag', author: 'author' }

const notFound = (): DocumentAnswer => ({
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  body: new TextEncoder().encode('No such feed\n'),
})

/** The feed `feed` names, on `payload`: for Next's routes below, or the router in production (./documentsServedByRouter.ts). */
export async function listFeedDocument(payload: Payload, baseUrl: string, feed: ListFeed): Promise<DocumentAnswer> {
  const list = await listOfFeed(payload, feed)
  if (!list) return notFound()
  const self = `${baseUrl}${listFeedPath(feed, feed.format)}`
  const about: FeedOfList = {
    title: `${list.name} (${KIND_LABELS[feed.kind]}) · ${SITE_NAME}`,
    description:
      list.description || `The latest articles of the ${KIND_LABELS[feed.kind]} ${list.name} on ${SITE_NAME}.`,
    pageUrl: `${baseUrl}${listPagePath(feed)}`,
    self,
  }
  const articles = await loadFeedArticles(payload, baseUrl, FEED_SIZE, list.articles)
  const hub = websubHub()
  return {
    headers: {
      'Content-Type': feed.format === 'rss' ? 'application/rss+xml; charset=utf-8' : JSON_FEED_CONTENT_TYPE,
      'Cache-Control': DOCUMENT_CACHE_CONTROL,
      Link: feedLinkHeader(self),
    },
    body:
      feed.format === 'rss'
        ? rssFeedBytes({ baseUrl, contactEmail: env.CONTACT_EMAIL, articles, now: new Date(), hub, list: about })
        : jsonFeedBytes(baseUrl, articles, hub, about),
  }
}

/** Next's route of one kind of list's feed (development; the router answers them in production). */
export const listFeedRoute =
  (kind: FeedList['kind'], format: ListFeed['format']) =>
  async (_request: Request, payload: Payload, { params }: { params: Promise<Record<string, string>> }) => {
    const slug = Object.values(await params)[0] ?? ''
    const feed = listFeedOf(listFeedPath({ kind, slug }, format))
    return documentResponse(feed ? await listFeedDocument(payload, env.baseUrl, feed) : notFound())
  }
