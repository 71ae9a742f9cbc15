/**
 * The feeds of a list a page shows (a PMS, category, tag or author; docs/decisions/071-feeds-per-list.md), as the page
 * announces them: `<link rel="alternate">` in its head, a line and front matter in its markdown.
 */
import { link } from '../../ground/markdown/blocks'
import { absolute, type FeedList, listFeedPath } from '../../ground/paths'

export interface ListFeeds {
  /** What the links are titled: the list's name. */
  title: string
  rss: string
  json: string
}

export const listFeedsOf = (baseUrl: string, list: FeedList, name: string): ListFeeds => ({
  title: name,
  rss: absolute(baseUrl, listFeedPath(list, 'rss')),
  json: absolute(baseUrl, listFeedPath(list, 'json')),
})

/** The front matter's `feeds`: both addresses. */
export const feedsFrontMatter = (feeds: ListFeeds) => ({ rss: feeds.rss, json_feed: feeds.json })

/** The markdown line that offers both feeds. */
export const feedsLine = (feeds: ListFeeds) => `Follow: ${link('RSS', feeds.rss)} · ${link('JSON Feed', feeds.json)}`
