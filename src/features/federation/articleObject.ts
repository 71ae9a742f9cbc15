/**
 * An article as the social web sees it (docs/decisions/044-federation.md): an ActivityStreams `Article` whose id is
 * `/ap/articles/{id}` (it stays when the slug or the PMS changes), attributed to the site's actor, with its title as
 * `name`, its excerpt as `summary`, its byline and body as sanitised HTML with absolute links, its page as `url`, its
 * picture, hashtags of its tags, category and PMS and the site's, its authors' handles as Mentions (the byline survives
 * where a server shows only the actor; docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md), a short
 * `preview` Note for servers that show notes only (FEP-b2b8) with the same tags and its hashtags in its text, and what
 * automated systems may do with it, as its page's headers say (src/ground/lib/aiUse.ts). Plain JSON-LD, built without Fedify:
 * the same document is served to a GET and embedded in what publishing sends.
 */
import { env } from '../../ground/env'
import { type AiUse, contentSignalOf, contentUsageOf, tdmReservationOf } from '../../ground/lib/aiUse'
import { escapeHtml } from '../../ground/lib/escapeHtml'
import { listInWords } from '../../ground/lib/listInWords'
import { absoluteLinks } from '../../ground/markdown/absoluteLinks'
import { markdownToHtml } from '../../ground/markdown/markdownToHtml'
import { absolute, activityPubArticlePath, articleMarkdownPath } from '../../ground/paths'
import type { ArticlePage, BylineName } from '../site/pages/article'
import { correctionNotesHtml } from '../site/components/correctionNotesHtml'
import { actorUrl, followersUrl, pmsActorOf, SITE_ACTOR } from './actors'
import { titledLinks } from '../embeds/titledLinks'

export const PUBLIC_AUDIENCE = 'https://www.w3.org/ns/activitystreams#Public'
/**
 * Mastodon's `Hashtag` beside the ActivityStreams vocabulary, as every server that reads hashtags expects it; and the
 * terms of an article's AI-use properties. The social web has no word of its own for them, so each names the
 * specification of the value it carries: TDMRep's own vocabulary, and the pages of the content signals and of the
 * IETF's AI preferences, whose header values the properties repeat word for word.
 */
const ACTIVITY_CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  {
    Hashtag: 'as:Hashtag',
    // FEP-044f's quote policy, in GoToSocial's interaction-policy terms, as the FEP defines them.
    gts: 'https://gotosocial.org/ns#',
    interactionPolicy: { '@id': 'gts:interactionPolicy', '@type': '@id' },
    canQuote: { '@id': 'gts:canQuote', '@type': '@id' },
    automaticApproval: { '@id': 'gts:automaticApproval', '@type': '@id' },
    // FEP-044f's answer to a quote request: the request, and the authorization it results in.
    QuoteRequest: 'https://w3id.org/fep/044f#QuoteRequest',
    QuoteAuthorization: 'https://w3id.org/fep/044f#QuoteAuthorization',
    interactingObject: { '@id': 'gts:interactingObject', '@type': '@id' },
    interactionTarget: { '@id': 'gts:interactionTarget', '@type': '@id' },
    contentSignal: 'https://contentsignals.org/#content-signal',
    contentUsage: 'https://datatracker.ietf.org/doc/draft-ietf-aipref-attach/#content-usage',
    tdmReservation: 'http://www.w3.org/ns/tdmrep#reservation',
  },
] as const

/** What an article's object is built from: its public page's data, and the PMS it is filed under. */
export interface FederatedArticle {
  id: number
  pmsSlug: string
  page: ArticlePage
}

export type JsonObject = Record<string, unknown>

export const articleObjectId = (baseUrl: string, articleId: number) =>
  absolute(baseUrl, activityPubArticlePath(articleId))

/** The followers an article is addressed to: the site's, and its PMS actor's. */
export function articleFollowers(baseUrl: string, pmsSlug: string): string[] {
  const pmsActor = pmsActorOf(pmsSlug)
  return [followersUrl(baseUrl, SITE_ACTOR), ...(pmsActor ? [followersUrl(baseUrl, pmsActor)] : [])]
}

/** `Oracle OPERA Cloud` → `#OracleOPERACloud`: letters and digits of each word, joined as Mastodon writes tags. */
export function hashtagName(text: string): string | null {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? []
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  return name ? `#${name}` : null
}

/**
 * The article's hashtags: its own tags (docs/decisions/070-tags.md), its category and PMS, each linking to its page,
 * then the site's SOCIAL_HASHTAGS, which have no page here; each name once, whatever its case.
 */
function hashtags(page: ArticlePage, siteHashtags: readonly string[]): JsonObject[] {
  const tags: JsonObject[] = [...page.tags, page.category, page.pms].flatMap((named) => {
    const name = named ? hashtagName(named.name) : null
    return named && name ? [{ type: 'Hashtag', name, href: named.url }] : []
  })
  for (const text of siteHashtags) {
    const name = hashtagName(text)
    if (name) tags.push({ type: 'Hashtag', name })
  }
  const key = (tag: JsonObject) => String(tag.name).toLowerCase()
  return tags.filter((tag, index) => tags.findIndex((other) => key(other) === key(tag)) === index)
}

/**
 * `@ann@social.example` → `https://social.example/@ann`: the profile address Mastodon, GoToSocial, Misskey and Akkoma
 * all answer, with the actor's document under `Accept: application/activity+json`. Built, not looked up: the object
 * stays a pure function of the page, and a server reading the Mention fetches the actor itself.
 */
function profileUrlOf(handle: string): string {
  const [, user, host] = handle.split('@')
  return `https://${host}/@${user}`
}

/** The authors who gave a handle, as Mentions (Mastodon's `tag` entries, which it shows as links to them). */
const mentions = (page: ArticlePage): JsonObject[] =>
  page.authors.flatMap((author) =>
    author.fediverseHandle
      ? [{ type: 'Mention', href: profileUrlOf(author.fediverseHandle), name: author.fediverseHandle }]
      : [],
  )

/** An author's handle in the byline, marked up as Mastodon marks a mention, so that it renders as one. */
const mentionHtml = (author: BylineName) => {
  if (!author.fediverseHandle) return ''
  const user = author.fediverseHandle.split('@')[1]!
  return ` (<span class="h-card" translate="no"><a href="${escapeHtml(profileUrlOf(author.fediverseHandle))}" class="u-url mention">@<span>${escapeHtml(user)}</span></a></span>)`
}

/**
 * The byline, "By A and B", each name linking to the author's page, with their handle where they gave one: the object
 * is attributed to the site (its actor signs it), so the people who wrote it are named in its text, where every
 * server shows them.
 */
const bylineHtml = (page: ArticlePage) =>
  `<p>By ${listInWords(page.authors)
    .map(
      ({ item, after }) =>
        `<a href="${escapeHtml(item.url)}">${escapeHtml(item.name)}</a>${mentionHtml(item)}${escapeHtml(after)}`,
    )
    .join('')}</p>`

/** The hashtags as the preview's last line shows them: each linking to its page where it has one, as Mastodon writes them. */
function hashtagsHtml(tags: JsonObject[]): string {
  if (tags.length === 0) return ''
  const words = tags.map((tag) => {
    const word = `#<span>${escapeHtml(String(tag.name).slice(1))}</span>`
    return tag.href ? `<a href="${escapeHtml(String(tag.href))}" class="mention hashtag" rel="tag">${word}</a>` : word
  })
  return `<p>${words.join(' ')}</p>`
}

/** The site's hashtags (SOCIAL_HASHTAGS), as its social posts carry them. */
const siteHashtagsOf = (configured: string) => configured.split(',').filter((tag) => tag.trim() !== '')

/**
 * The short Note a server that shows only notes (Mastodon, today) can show: headline, byline, lead, link and hashtags,
 * with the object's tags, so that its hashtags and mentions work there too.
 */
function previewNote(page: ArticlePage, attributedTo: string, hashtagTags: JsonObject[]): JsonObject {
  const lead = page.excerpt ? `<p>${escapeHtml(page.excerpt)}</p>` : ''
  return {
    type: 'Note',
    attributedTo,
    content: `<p><strong>${escapeHtml(page.title)}</strong></p>${bylineHtml(page)}${lead}<p><a href="${escapeHtml(page.url)}">${escapeHtml(page.url)}</a></p>${hashtagsHtml(hashtagTags)}`,
    tag: [...hashtagTags, ...mentions(page)],
  }
}

/** The article's object, without `@context` (an activity carries it once, around it). */
export function articleObject(
  { id, pmsSlug, page }: FederatedArticle,
  baseUrl: string,
  siteHashtags: readonly string[] = siteHashtagsOf(env.SOCIAL_HASHTAGS),
): JsonObject {
  const site = actorUrl(baseUrl, SITE_ACTOR)
  const hashtagTags = hashtags(page, siteHashtags)
  const image = page.image
    ? {
        type: 'Image',
        url: page.image.url,
        ...(page.image.alt || page.image.caption ? { name: page.image.alt || page.image.caption } : {}),
        ...(page.image.width && page.image.height ? { width: page.image.width, height: page.image.height } : {}),
      }
    : null
  return {
    id: articleObjectId(baseUrl, id),
    type: 'Article',
    attributedTo: site,
    name: page.title,
    ...(page.excerpt ? { summary: escapeHtml(page.excerpt) } : {}),
    // Its corrections and updates after the body, as on its page: an edit adding one reaches followers as an Update.
    content:
      bylineHtml(page) +
      markdownToHtml(absoluteLinks(titledLinks(page.body, page.embeds), baseUrl), baseUrl) +
      correctionNotesHtml(page.corrections),
    mediaType: 'text/html',
    url: [
      { type: 'Link', mediaType: 'text/html', href: page.url },
      { type: 'Link', mediaType: 'text/markdown', href: absolute(baseUrl, articleMarkdownPath(pmsSlug, slugOf(page))) },
    ],
    ...(page.publishedAt ? { published: new Date(page.publishedAt).toISOString() } : {}),
    updated: new Date(page.updatedAt).toISOString(),
    to: [PUBLIC_AUDIENCE],
    cc: articleFollowers(baseUrl, pmsSlug),
    ...(image ? { image, attachment: [image] } : {}),
    tag: [...hashtagTags, ...mentions(page)],
    preview: previewNote(page, site, hashtagTags),
    interactionPolicy: { canQuote: { automaticApproval: quoteApproval(page, baseUrl, pmsSlug) } },
    ...aiUseProperties(page.aiUse),
  }
}

/**
 * Who may quote it, as FEP-044f advertises it (advice for the quoting server's button; each QuoteRequest is still
 * answered by ./quoteRequests.ts): the public, the followers of its actors, or (nobody) its author alone, since an
 * empty list would read as no policy at all.
 */
function quoteApproval(page: ArticlePage, baseUrl: string, pmsSlug: string): string | string[] {
  if (page.quotePolicy === 'anyone') return PUBLIC_AUDIENCE
  if (page.quotePolicy === 'followers') return articleFollowers(baseUrl, pmsSlug)
  return actorUrl(baseUrl, SITE_ACTOR)
}

/** The article's terms for automated systems: the site's policy, or the article's own choice over it. */
const aiUseProperties = (use: AiUse) => ({
  contentSignal: contentSignalOf(use),
  contentUsage: contentUsageOf(use),
  tdmReservation: Number(tdmReservationOf(use)),
})

/** The article's own slug: the last segment of its page's address. */
const slugOf = (page: ArticlePage) => new URL(page.url).pathname.split('/').pop()!

/**
 * What a deleted article's object becomes: answered with 410, and sent in its `Delete`. `formerType` takes an IRI
 * (not a term, as `type` does): `as:Article`, which a bare `Article` would not be, and a signature over the document
 * could not be made.
 */
export const tombstone = (baseUrl: string, articleId: number, deletedAt: Date): JsonObject => ({
  id: articleObjectId(baseUrl, articleId),
  type: 'Tombstone',
  formerType: 'as:Article',
  deleted: deletedAt.toISOString(),
})

/** A document as served or sent: the object with the context it is read in. */
export const withContext = (object: JsonObject): JsonObject => ({ '@context': ACTIVITY_CONTEXT, ...object })

/** A document inside another that has the context (an item of an outbox page): with a context only if its own differs. */
export function embedded(document: JsonObject): JsonObject {
  const { '@context': context, ...object } = document
  return JSON.stringify(context) === JSON.stringify(ACTIVITY_CONTEXT) ? object : document
}
