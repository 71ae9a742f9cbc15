/**
 * `/feed.json`: JSON Feed 1.1 (jsonfeed.org/version/1.1) of the same articles as the RSS feed (./rssFeed.ts), each
 * whole: the HTML body as `content_html`, the excerpt as `summary`, the featured image, the byline and the category.
 */
import { contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'
import { digestCache } from '../../ground/lib/digestMemo'
import { type FeedArticle, feedArticlesKey } from '../site/loaders/loadFeedArticles'
import type { FeedOfList } from './rssFeed'
import { SITE_DESCRIPTION, SITE_NAME } from '../site/pageHead'
import { homePath, jsonFeedPath } from '../../ground/paths'

export const JSON_FEED_CONTENT_TYPE = 'application/feed+json; charset=utf-8'

interface JsonFeedItem {
  id: string
  url: string
  title: string
  content_html: string
  summary?: string
  image?: string
  date_published: string
  date_modified: string
  authors?: Array<{ name: string; url: string }>
  tags?: string[]
  /** An article's own AI-use terms (a JSON Feed extension: a name starting with an underscore, with `about`). */
  _ai_use?: { about: string; content_signal: string; content_usage: string }
}

function item(article: FeedArticle): JsonFeedItem {
  return {
    // The permanent URL is the article's identity, as the RSS feed's guid.
    id: article.url,
    url: article.url,
    title: article.title,
    content_html: article.html,
    ...(article.excerpt ? { summary: article.excerpt } : {}),
    ...(article.image ? { image: article.image.url } : {}),
    date_published: article.publishedAt,
    date_modified: article.updatedAt,
    ...(article.authors.length > 0 ? { authors: article.authors } : {}),
    ...(article.category ? { tags: [article.category] } : {}),
    ...(article.aiUse
      ? {
          _ai_use: {
            about: 'https://datatracker.ietf.org/doc/draft-ietf-aipref-attach/',
            content_signal: contentSignalOf(article.aiUse),
            content_usage: contentUsageOf(article.aiUse),
          },
        }
      : {}),
  }
}

function jsonFeed(baseUrl: string, articles: FeedArticle[], hub: string | null, list: FeedOfList | null) {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: list?.title ?? SITE_NAME,
    home_page_url: list?.pageUrl ?? `${baseUrl}${homePath}`,
    feed_url: list?.self ?? `${baseUrl}${jsonFeedPath}`,
    description: list?.description ?? SITE_DESCRIPTION,
    language: 'en',
    ...(hub ? { hubs: [{ type: 'WebSub', url: hub }] } : {}),
    items: articles.map(item),
  }
}

/** Feeds by what they are made of, as the RSS feed keeps its own (./rssFeed.ts). */
const rememberedFeeds = digestCache<Uint8Array<ArrayBuffer>>({ maxEntries: 16 })
const utf8 = new TextEncoder()

/** The feed as UTF-8 bytes of JSON: the site's, or one list's (`list`, docs/decisions/071-feeds-per-list.md). */
export function jsonFeedBytes(
  baseUrl: string,
  articles: FeedArticle[],
  hub: string | null = null,
  list: FeedOfList | null = null,
): Uint8Array<ArrayBuffer> {
  return rememberedFeeds(`${baseUrl}\n${hub ?? ''}\n${JSON.stringify(list)}\n${feedArticlesKey(articles)}`, () =>
    utf8.encode(JSON.stringify(jsonFeed(baseUrl, articles, hub, list))),
  )
}
