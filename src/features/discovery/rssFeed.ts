/**
 * `/feed`: RSS 2.0 of the latest published articles, each whole (the excerpt as description, the HTML body as
 * `content:encoded`, the featured image as Media RSS `media:content`). RSS wants an email address in `author`;
 * the byline's name goes in parentheses after the editors' contact address, and alone in `dc:creator`, which is what
 * feed readers show.
 */
import { type AiUse, contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'
import { digestCache } from '../../ground/lib/digestMemo'
import { type FeedArticle, feedArticlesKey } from '../site/loaders/loadFeedArticles'
import { rssFeedPath } from '../../ground/paths'
import { escapeXml } from './xml'

export const FEED_SIZE = 50
/** Minutes a feed reader may wait before polling again (the `ttl` element). */
const TTL_MINUTES = 60

interface FeedOptions {
  baseUrl: string
  contactEmail: string
  articles: FeedArticle[]
  /** When the feed was built, if there is no article to date it by. */
  now: Date
  /** The WebSub hub the feed names (./websub.ts), if any. */
  hub?: string | null
  /** The list the feed is of, when it is one list's (docs/decisions/071-feeds-per-list.md); the site's otherwise. */
  list?: FeedOfList
}

/** What a feed of one list says of itself: its title, description, the list's page and its own address. */
export interface FeedOfList {
  title: string
  description: string
  pageUrl: string
  /** This feed's own address, absolute. */
  self: string
}

/** RFC 822 dates, as RSS 2.0 requires: `Sat, 21 Nov 2026 10:00:00 GMT`. */
const rfc822 = (iso: string | Date) => new Date(iso).toUTCString()

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : ''

function mediaContent(image: FeedArticle['image']): string {
  if (!image) return ''
  const attributes = [
    `url="${escapeXml(image.url)}"`,
    'medium="image"',
    ...(/\.webp$/i.test(image.url) ? ['type="image/webp"'] : []),
    ...(image.width ? [`width="${image.width}"`] : []),
    ...(image.height ? [`height="${image.height}"`] : []),
  ]
  const description = image.caption
    ? `<media:description type="plain">${escapeXml(image.caption)}</media:description>`
    : ''
  return description
    ? `<media:content ${attributes.join(' ')}>${description}</media:content>`
    : `<media:content ${attributes.join(' ')}/>`
}

/**
 * An article's own AI-use terms, where its editor chose other than the site's policy (which the feed's headers and
 * robots.txt say): RSS has no element for them, so Dublin Core's `rights`, in the two header forms.
 */
const aiUseRights = (aiUse: AiUse | null) =>
  aiUse
    ? element('dc:rights', `Content-Signal: ${contentSignalOf(aiUse)}; Content-Usage: ${contentUsageOf(aiUse)}`)
    : ''

function item(article: FeedArticle, { contactEmail }: Pick<FeedOptions, 'contactEmail'>): string {
  return [
    '<item>',
    element('title', article.title),
    element('link', article.url),
    `<guid isPermaLink="true">${escapeXml(article.url)}</guid>`,
    element('pubDate', rfc822(article.publishedAt)),
    // RSS's one `author` (an address, the lead author's name beside it); Dublin Core's creator for each author.
    article.authors[0] ? element('author', `${contactEmail} (${article.authors[0].name})`) : '',
    ...article.authors.map((author) => element('dc:creator', author.name)),
    element('category', article.category),
    element('description', article.excerpt),
    element('content:encoded', article.html),
    mediaContent(article.image),
    aiUseRights(article.aiUse),
    '</item>',
  ].join('')
}

function rssFeed(options: FeedOptions): string {
  const { baseUrl, articles, list } = options
  const lastChange = articles.reduce<string | null>(
    (latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest),
    null,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" ',
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">\n<channel>',
    element('title', list?.title ?? 'PMS News'),
    element('link', list?.pageUrl ?? `${baseUrl}/`),
    element(
      'description',
      list?.description ?? 'News about hotel property management systems: product news, integrations, comparisons.',
    ),
    element('language', 'en'),
    `<atom:link href="${escapeXml(list?.self ?? `${baseUrl}${rssFeedPath}`)}" rel="self" type="application/rss+xml"/>`,
    options.hub ? `<atom:link href="${escapeXml(options.hub)}" rel="hub"/>` : '',
    element('lastBuildDate', rfc822(lastChange ?? options.now)),
    element('ttl', String(TTL_MINUTES)),
    element('generator', 'PMS News'),
    '\n',
    articles.map((article) => `${item(article, options)}\n`).join(''),
    '</channel>\n</rss>\n',
  ].join('')
}

/**
 * Feeds by what they are made of: a feed miss wrote fifty whole articles (their bodies escaped into XML, 165 KB for
 * the demo's), while the feed changes only when one of its articles does. The document is a pure function of its
 * articles' row versions and metadata (../site/loaders/loadFeedArticles.ts) and the settings it names, so it is kept
 * by their digest (../../ground/lib/digestMemo.ts): a publication or an edit gives another key and the feed is written anew.
 */
const rememberedFeeds = digestCache<Uint8Array<ArrayBuffer>>({ maxEntries: 16 })
const utf8 = new TextEncoder()

/** The feed as UTF-8 bytes; an empty one is dated `now`, so it is not kept. */
export function rssFeedBytes(options: FeedOptions): Uint8Array<ArrayBuffer> {
  const write = () => utf8.encode(rssFeed(options))
  if (options.articles.length === 0) return write()
  return rememberedFeeds(
    `${options.baseUrl}\n${options.contactEmail}\n${options.hub ?? ''}\n${JSON.stringify(options.list ?? null)}\n${feedArticlesKey(options.articles)}`,
    write,
  )
}
