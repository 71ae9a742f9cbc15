/**
 * The data of an article page (`/{pmsSlug}/{articleSlug}` and its markdown forms): plain values, read as an
 * anonymous visitor reads them, so a draft, or an article of an unpublished PMS, is simply not found. A preview
 * (src/features/preview/) builds the same page from a version it has read itself, with `articlePageOf`.
 */
import type { Payload } from 'payload'

import {
  type ArticleSummary,
  loadArticlesById,
  summaryOf,
  type SummaryRow,
} from '../../../../content/articles/articleSummaries'
import { publishedArticleBySlugs, relatedArticleIdsOf } from '../../../../content/articles/publishedArticle'
import { type ArticleBody, renderedBodyOf } from '../../../../content/articles/renderedBodies'
import type { ApprovedReply } from '../../../../content/socialReplies/socialReplies'
import type { FoundImage } from '../../../../content/media/storedImages'
import { articleAiUse } from '../../../../content/articles/articleAiUse'
import { type CorrectionNote, newestFirst } from '../../../../content/articles/articleCorrections'
import { env } from '../../../../ground/env'
import type { AiUse } from '../../../../ground/lib/aiUse'
import { isSlug } from '../../../../ground/lib/slugify'
import { markdownToHtml } from '../../../../ground/markdown/markdownToHtml'
import { withEmbeds } from '../../../embeds/embedHtml'
import type { Article, Author, Category, Pmse } from '../../../../content/payload-types'
import { type ArticleImage, featuredImageOf, loadFeaturedImage } from '../../loaders/featuredImage'
import {
  absolute,
  activityPubArticlePath,
  articleMarkdownPath,
  articlePath,
  authorPath,
  fediverseHandleOf,
  pmsActorOf,
  SITE_ACTOR,
  categoryPath,
  pmsPath,
  tagPath,
} from '../../../../ground/paths'

export interface LinkedName {
  name: string
  url: string
}

/** An author of the article's byline, with their handle on the social web if they gave one. */
export interface BylineName extends LinkedName {
  fediverseHandle: string | null
}

export interface ArticlePage {
  id: number
  title: string
  url: string
  markdownUrl: string
  /** Its ActivityPub object's id (src/features/federation/articleObject.ts): it stays when the slug or PMS changes. */
  activityObjectUrl: string
  excerpt: string | null
  summary: string | null
  body: string
  /** The body as the page shows it: sanitised HTML (src/ground/markdown/markdownToHtml.ts), kept once rendered. */
  bodyHtml: string
  /** Its lone links' embeds as saved (src/features/embeds/embedData.ts): posters and cards, titled links in markdown. */
  embeds: unknown
  /** The tokens of the body as the markdown page shows it, where a count is kept (never for a preview). */
  bodyTokens: number | null
  description: string | null
  publishedAt: string | null
  updatedAt: string
  readingTimeMinutes: number | null
  pms: LinkedName
  /** The lead author: the first of `authors`. */
  author: LinkedName
  /** Every author of the byline, in order (src/content/articles/byline.ts). */
  authors: BylineName[]
  category: LinkedName | null
  /** Its tags, in its order (docs/decisions/070-tags.md). */
  tags: LinkedName[]
  image: ArticleImage | null
  related: ArticleSummary[]
  /** Replies from the social web an editor approved, oldest first: the only outside words a page shows. */
  replies: ApprovedReply[]
  /** What AI systems may do with it: the site's policy, or its own choice (`ownTerms`, absent: the edge says the site's). */
  aiUse: AiUse
  ownTerms?: AiUse
  /** Its corrections and updates, newest first (docs/decisions/073-corrections.md). */
  corrections: CorrectionNote[]
  /** Who posts it on the social web (docs/decisions/081): the site's handle, and its PMS's where that has an actor. */
  fediverseHandles: { site: string; pms: string | null }
  /** Whose quote posts of it are accepted on the social web (FEP-044f; docs/decisions/082-…-on-the-fediverse.md). */
  quotePolicy: QuotePolicy
  /** The AT-URI of its standard.site document on Bluesky (docs/decisions/084-bluesky-standard-site.md), if any. */
  standardSiteDocument: string | null
}

export type QuotePolicy = 'anyone' | 'followers' | 'nobody'

/** The page as its markdown shows it (./markdown.ts): all of it but the body's HTML, which only the HTML page needs. */
export type ArticleMarkdownPage = Omit<ArticlePage, 'bodyHtml'>

const asObject = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

/** The tags of an article read with depth 1 (or by its page's statement), as links to their pages. */
const linkedTagsOf = (tags: Article['tags'], baseUrl: string): LinkedName[] =>
  (tags ?? []).flatMap((tag) =>
    typeof tag === 'object' && tag.slug && !tag.deletedAt
      ? [{ name: tag.name, url: absolute(baseUrl, tagPath(tag.slug)) }]
      : [],
  )

/** The related articles as cards, in the order `relatedArticleIdsOf` gave. */
async function loadRelated(payload: Payload, ids: number[], baseUrl: string): Promise<ArticleSummary[]> {
  return ids.length === 0 ? [] : loadArticlesById(payload, ids, baseUrl)
}

/** Cards in their order, each article once (where it was first listed, as `loadArticlesById` gives an id asked twice). */
export function distinctCards(rows: SummaryRow[], baseUrl: string): ArticleSummary[] {
  const seen = new Set<number>()
  return rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id))).map(summaryOf(baseUrl))
}

export async function loadArticlePage(
  payload: Payload,
  pmsSlug: string,
  articleSlug: string,
  baseUrl: string,
): Promise<ArticlePage | null> {
  if (!isSlug(pmsSlug) || !isSlug(articleSlug)) return null
  // The article, its related articles' cards and its featured image's record: one statement.
  const found = await publishedArticleBySlugs(payload, pmsSlug, articleSlug, baseUrl)
  if (!found) return null
  const body = renderedBodyOf(
    payload,
    { id: found.article.id, body: found.article.body ?? '', kept: found.keptBody },
    baseUrl,
  )
  return articlePageOf(payload, found.article, baseUrl, {
    related: distinctCards(found.relatedCards, baseUrl),
    image: found.featuredMedia,
    body,
    replies: found.replies,
    standardSiteDocument: found.standardSiteDocument,
  })
}

/** What a published article's read found beside the article itself (`publishedArticleBySlugs`). */
type Known = {
  related: ArticleSummary[]
  image: FoundImage | null
  replies: ApprovedReply[]
  standardSiteDocument: string | null
}

/**
 * The page of an article read with depth 1 (its PMS, author and category populated), whichever version it is; null
 * when it lacks what the page cannot do without: a slug, a PMS with a slug, an author.
 */
export async function articlePageOf(
  payload: Payload,
  article: Article,
  baseUrl: string,
  known?: Known & { body: ArticleBody },
): Promise<ArticlePage | null> {
  const page = await markdownPageOf(payload, article, baseUrl, known && { ...known, bodyTokens: known.body.tokens })
  // A preview's version is rendered for its one reader, and not kept: it is not the article's public body.
  const html = known?.body.html ?? markdownToHtml(article.body ?? '', baseUrl)
  return page && { ...page, bodyHtml: withEmbeds(html, article.embeds) }
}

export async function markdownPageOf(
  payload: Payload,
  article: Article,
  baseUrl: string,
  known?: Known & { bodyTokens: number | null },
): Promise<ArticleMarkdownPage | null> {
  const pms = asObject<Pmse>(article.pms)
  const author = asObject<Author>(article.author)
  if (!article.slug || !pms?.slug || !author) return null
  const byline = (article.authors ?? []).map((named) => asObject<Author>(named)).filter((named) => named !== null)
  const category = asObject<Category>(article.category)
  // A published article's page has read both with the article (`publishedArticleBySlugs`); a preview reads them here.
  const [image, related] = known
    ? [await featuredImageOf(payload, article, known.image, baseUrl), known.related]
    : await Promise.all([
        loadFeaturedImage(payload, article, baseUrl),
        relatedArticleIdsOf(payload, article.id).then((ids) => loadRelated(payload, ids, baseUrl)),
      ])
  return {
    id: article.id,
    title: article.title,
    url: absolute(baseUrl, articlePath(pms.slug, article.slug)),
    markdownUrl: absolute(baseUrl, articleMarkdownPath(pms.slug, article.slug)),
    activityObjectUrl: absolute(baseUrl, activityPubArticlePath(article.id)),
    excerpt: article.excerpt ?? null,
    summary: article.summary ?? null,
    body: article.body ?? '',
    embeds: article.embeds ?? null,
    bodyTokens: known?.bodyTokens ?? null,
    description: article.meta_description ?? article.excerpt ?? null,
    publishedAt: article.published_at ?? null,
    updatedAt: article.updatedAt,
    readingTimeMinutes: article.reading_time_minutes ?? null,
    pms: { name: pms.name, url: absolute(baseUrl, pmsPath(pms.slug)) },
    author: { name: author.name, url: absolute(baseUrl, authorPath(author.slug ?? '')) },
    authors: (byline.length > 0 ? byline : [author]).map((named) => ({
      name: named.name,
      url: absolute(baseUrl, authorPath(named.slug ?? '')),
      fediverseHandle: named.fediverse_handle ?? null,
    })),
    category: category?.slug ? { name: category.name, url: absolute(baseUrl, categoryPath(category.slug)) } : null,
    tags: linkedTagsOf(article.tags, baseUrl),
    image,
    related,
    // A preview shows the draft, not what the social web said to the published article.
    replies: known?.replies ?? [],
    aiUse: articleAiUse(article.ai_use, env.aiUse),
    ...(article.ai_use && article.ai_use !== 'site' ? { ownTerms: articleAiUse(article.ai_use, env.aiUse) } : {}),
    corrections: notesOf(article),
    quotePolicy: article.quote_policy ?? 'anyone',
    // A preview is no document of the publication's: only the published page names its record.
    standardSiteDocument: known?.standardSiteDocument ?? null,
    fediverseHandles: {
      site: fediverseHandleOf(SITE_ACTOR, baseUrl),
      pms: pmsActorOf(pms.slug) ? fediverseHandleOf(pms.slug, baseUrl) : null,
    },
  }
}

/** Its notes as readers see them; a preview's note not yet live shows as dated today, as publishing will date it. */
const notesOf = (article: Article): CorrectionNote[] =>
  newestFirst(
    (article.corrections ?? []).map((note) => ({
      kind: note.kind,
      text: note.text,
      date: note.date ?? new Date().toISOString(),
    })),
  )
