/**
 * `/feed`: RSS 2.0 of the latest published articles, each whole (the excerpt as description, the HTML body as
 * `content:encoded`, the featured image as Media RSS `media:content`). RSS wants an email address in `author`;
 * the byline's name goes in parentheses after the editors' contact address, and alone in `dc:creator`, which is what
 * feed readers show.
 */
import { digestMemo } from '../lib/digestMemo'
import { markdownToHtml } from '../markdown/markdownToHtml'
import type { FeedArticle } from '../site/loaders/loadFeedArticles'
import { absoluteLinks } from '../markdown/absoluteLinks'
import { rssFeedPath } from '../site/paths'
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
}

/** RFC 822 dates, as RSS 2.0 requires: `Sat, 21 Nov 2026 10:00:00 GMT`. */
const rfc822 = (iso: string | Date) => new Date(iso).toUTCString()

const element = (name: string, value: string | null | undefined) => (value ? `<${name}>${escapeXml(value)}</${name}>` : '')

function mediaContent(image: FeedArticle['image']): string {
  if (!image) return ''
  const attributes = [
    `url="${escapeXml(image.url)}"`,
    'medium="image"',
    ...(/\.webp$/i.test(image.url) ? ['type="image/webp"'] : []),
    ...(image.width ? [`width="${image.width}"`] : []),
    ...(image.height ? [`height="${image.height}"`] : []),
  ]
  const description = image.caption ? `<media:description type="plain">${escapeXml(image.caption)}</media:description>` : ''
  return description ? `<media:content ${attributes.join(' ')}>${description}</media:content>` : `<media:content ${attributes.join(' ')}/>`
}

function item(article: FeedArticle, { baseUrl, contactEmail }: Pick<FeedOptions, 'baseUrl' | 'contactEmail'>): string {
  return [
    '<item>',
    element('title', article.title),
    element('link', article.url),
    `<guid isPermaLink="true">${escapeXml(article.url)}</guid>`,
    element('pubDate', rfc822(article.publishedAt)),
    article.author ? element('author', `${contactEmail} (${article.author})`) : '',
    element('dc:creator', article.author),
    element('category', article.category),
    element('description', article.excerpt),
    element('content:encoded', markdownToHtml(absoluteLinks(article.body, baseUrl), baseUrl)),
    mediaContent(article.image),
    '</item>',
  ].join('')
}

/**
 * Items by their content: a feed miss writes fifty whole articles (their bodies rendered, escaped and made absolute),
 * and a publication changes one of them. An item is a pure function of its article and the two settings it names,
 * so it is remembered by their digest (../lib/digestMemo.ts) and an edited article is written anew; at a few KB an
 * item, 200 of them take about 2 MB.
 */
const rememberedItem = digestMemo(
  (json) => {
    const [article, baseUrl, contactEmail] = JSON.parse(json) as [FeedArticle, string, string]
    return item(article, { baseUrl, contactEmail })
  },
  { maxEntries: 200 },
)

export function rssFeed(options: FeedOptions): string {
  const { baseUrl, articles } = options
  const lastChange = articles.reduce<string | null>((latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest), null)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" ',
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">\n<channel>',
    element('title', 'PMS News'),
    element('link', `${baseUrl}/`),
    element('description', 'News about hotel property management systems: product news, integrations, comparisons.'),
    element('language', 'en'),
    `<atom:link href="${escapeXml(`${baseUrl}${rssFeedPath}`)}" rel="self" type="application/rss+xml"/>`,
    options.hub ? `<atom:link href="${escapeXml(options.hub)}" rel="hub"/>` : '',
    element('lastBuildDate', rfc822(lastChange ?? options.now)),
    element('ttl', String(TTL_MINUTES)),
    element('generator', 'PMS News'),
    '\n',
    articles.map((article) => `${rememberedItem(JSON.stringify([article, baseUrl, options.contactEmail]))}\n`).join(''),
    '</channel>\n</rss>\n',
  ].join('')
}
