/**
 * The latest published articles whole (body as HTML, authors, category, featured image): what the RSS and JSON feeds
 * carry. Rendering fifty whole bodies (4–25 KB of markdown each, through marked and the sanitiser) on every feed miss
 * would dominate it, so a miss reads each row's version beside its metadata, and a body is read and rendered only
 * when this process has not rendered that version yet (`renderedBodies`). One statement for the articles, one for their
 * images, and one more only for bodies not held.
 */
import type { Payload } from 'payload'

import { articleBodiesById, newestPublicArticlesForFeeds } from '../../../content/articles/feedArticles'
import { articleAiUse } from '../../../content/articles/articleAiUse'
import type { ArticleFilter } from '../../../content/articles/articleSummaries'
import { env } from '../../../ground/env'
import type { AiUse } from '../../../ground/lib/aiUse'
import { absoluteLinks } from '../../../ground/markdown/absoluteLinks'
import { markdownToHtml } from '../../../ground/markdown/markdownToHtml'
import { absolute, articlePath, authorPath } from '../../../ground/paths'
import { titledLinks } from '../../embeds/titledLinks'
import { type ArticleImage, loadFeaturedImages } from './featuredImage'
import { correctionNotesHtml } from '../components/correctionNotesHtml'

export interface FeedArticle {
  /**
   * Which version of the article's row this is (its id and PostgreSQL's `xmin`, which every update of the row
   * changes, whoever writes it): everything below is a function of it and the site's address.
   */
  version: string
  title: string
  url: string
  excerpt: string | null
  /** The body as sanitized HTML, its links absolute (../../../ground/markdown/markdownToHtml.ts), and its notes. */
  html: string
  publishedAt: string
  updatedAt: string
  /** The byline's authors in order, each with their page. */
  authors: Array<{ name: string; url: string }>
  category: string | null
  image: ArticleImage | null
  /** The article's own AI-use terms where its editor chose other than the site's policy; null where it follows it. */
  aiUse: AiUse | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** Rendered bodies by row version and site address, the least recently used forgotten first. */
const REMEMBERED_BODIES = 200
const rendered = new Map<string, string>()

const renderedKey = (version: string, baseUrl: string) => `${version} ${baseUrl}`

function remember(key: string, html: string): void {
  rendered.delete(key)
  rendered.set(key, html)
  if (rendered.size > REMEMBERED_BODIES) rendered.delete(rendered.keys().next().value!)
}

/**
 * The HTML body of each row version: those rendered before from memory, the others read in one statement and
 * rendered. A row updated between the two statements is read at its newer version, which is what the feed shows.
 */
async function renderedBodies(payload: Payload, versions: string[], baseUrl: string): Promise<string[]> {
  const missing = versions.filter((version) => !rendered.has(renderedKey(version, baseUrl)))
  const fresh = new Map<string, string>()
  if (missing.length > 0) {
    const ids = missing.map((version) => Number(version.slice(0, version.indexOf(':'))))
    for (const row of await articleBodiesById(payload, ids)) {
      // An embedded link is a link with its title in a feed, never a player (docs/decisions/072-embeds.md); its
      // corrections and updates after the body, as on its page (docs/decisions/073-corrections.md).
      const html =
        markdownToHtml(absoluteLinks(titledLinks(row.body ?? '', row.embeds), baseUrl), baseUrl) +
        correctionNotesHtml(row.corrections)
      remember(renderedKey(row.version, baseUrl), html)
      fresh.set(String(row.id), html)
    }
  }
  return versions.map((version) => {
    const key = renderedKey(version, baseUrl)
    const held = rendered.get(key)
    if (held !== undefined) {
      remember(key, held)
      return held
    }
    // Rendered just now at a newer version, or deleted since the first statement (then empty: it is gone next time).
    return fresh.get(version.slice(0, version.indexOf(':'))) ?? ''
  })
}

/** The newest `limit` articles whole: of the site, or of one list (`list`, docs/decisions/071-feeds-per-list.md). */
export async function loadFeedArticles(
  payload: Payload,
  baseUrl: string,
  limit: number,
  list: ArticleFilter = {},
): Promise<FeedArticle[]> {
  const rows = await newestPublicArticlesForFeeds(payload, limit, list)
  const [images, bodies] = await Promise.all([
    loadFeaturedImages(payload, rows, baseUrl),
    renderedBodies(
      payload,
      rows.map((row) => row.version),
      baseUrl,
    ),
  ])
  return rows.map((row, index) => ({
    version: row.version,
    title: row.title,
    url: absolute(baseUrl, articlePath(row.pms_slug, row.slug)),
    excerpt: row.excerpt,
    html: bodies[index]!,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
    authors: row.authors.map((author) => ({ name: author.name, url: absolute(baseUrl, authorPath(author.slug)) })),
    category: row.category,
    image: images[index] ?? null,
    aiUse: row.ai_use && row.ai_use !== 'site' ? articleAiUse(row.ai_use, env.aiUse) : null,
  }))
}

/**
 * What determines a feed's articles besides the site's address, in a few bytes each: the row's version (title,
 * excerpt, dates, slug, body, image URL and caption), the names read from other rows (the PMS's slug in the URL, the
 * authors, the category) and the version of the featured image's media record. A feed kept by this text
 * (src/features/discovery/rssFeed.ts, jsonFeed.ts) is written anew when any of them changes. It was the JSON of every field,
 * each image's sources and crops included: on the demo's fifty articles, with images, that and its digest cost more
 * than the rest of a feed request.
 */
export const feedArticlesKey = (articles: readonly FeedArticle[]): string =>
  JSON.stringify(
    articles.map((article) => [
      article.version,
      article.url,
      article.authors.map((author) => author.name),
      article.category,
      article.image?.version,
    ]),
  )
