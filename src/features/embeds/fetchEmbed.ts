/**
 * One pasted link's embed, fetched at save time through the outbound guard (src/ground/http/client/fetchPublicFile.ts:
 * public addresses only, redirects checked, bounded in bytes, one time bound for the whole link): a known provider's
 * oEmbed endpoint (./embedProviders.ts), a post's ActivityStreams object (Mastodon and its peers), or the oEmbed
 * answer a page announces in its head (oEmbed 1.0 §4, discovery). Only text and a video id are kept (./embedData.ts);
 * a video's `thumbnail_url` is handed on, to be fetched into our own media (./videoThumbnail.ts), never kept.
 */
import { fetchPublicFile, type FetchPublicFileOptions } from '../../ground/http/client/fetchPublicFile'
import { cleanText, cleanUrl, type Embed } from './embedData'
import { isBlueskyPost, knownOEmbedEndpoint, looksLikeSocialPost, videoOf } from './embedProviders'

/** A page is read this far for its head; an oEmbed answer or a post's object is refused past its bound. */
const PAGE_HEAD_BYTES = 256 * 1024
const DOCUMENT_BYTES = 64 * 1024

const ACTIVITY_JSON = 'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"'
const USER_AGENT = 'pms-news-embeds (+oEmbed)'

export interface FetchEmbedOptions {
  standIns: ReadonlyMap<string, string>
  timeoutMs: number
  resolve?: FetchPublicFileOptions['resolve']
}

/** A link's embed, and for a video the thumbnail its provider named, with what is left of the link's time. */
export interface FetchedEmbed {
  embed: Embed
  thumbnailUrl: string | null
  deadline: number
}

type Json = Record<string, unknown>

class EmbedUnreadable extends Error {}

async function getJson(address: string, accept: string, options: FetchEmbedOptions, deadline: number): Promise<Json> {
  const file = await fetchPublicFile(address, {
    ...options,
    timeoutMs: Math.max(1, deadline - Date.now()),
    maxBytes: DOCUMENT_BYTES,
    accept,
    userAgent: USER_AGENT,
  })
  if (!/json/i.test(file.contentType ?? ''))
    throw new EmbedUnreadable(`answered ${file.contentType ?? 'no type'}, not JSON`)
  const value: unknown = JSON.parse(file.bytes.toString('utf8'))
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new EmbedUnreadable('answered no JSON object')
  return value as Json
}

const iso = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** Bluesky's oEmbed answer carries the post only in its HTML: its first paragraph, and the date its last link shows. */
function blueskyPost(url: string, answer: Json, fetchedAt: string): Embed {
  const html = typeof answer.html === 'string' ? answer.html : ''
  const text = cleanText(/<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1], 1000)
  if (!text) throw new EmbedUnreadable('answered no post text')
  const dateText = [...html.matchAll(/<a\b[^>]*>([^<]*)<\/a>/gi)].at(-1)?.[1]
  return {
    kind: 'post',
    url,
    fetchedAt,
    provider: 'Bluesky',
    author: cleanText(answer.author_name, 200) ?? 'Bluesky',
    authorUrl: cleanUrl(answer.author_url),
    text,
    // "November 28, 2026 at 9:15 AM", in UTC.
    published: dateText ? iso(`${dateText.replace(/\s+at\s+/, ' ').trim()} UTC`) : null,
  }
}

const OBJECT_TYPES = new Set(['Note', 'Article', 'Page', 'Question'])

/** A post's ActivityStreams object: its content as plain text, its author's address and handle, its date. */
function activityPost(url: string, object: Json, fetchedAt: string): Embed {
  if (typeof object.type !== 'string' || !OBJECT_TYPES.has(object.type))
    throw new EmbedUnreadable(`answered an object of type ${String(object.type)}`)
  const text = cleanText(object.content, 1000)
  if (!text) throw new EmbedUnreadable('answered a post without content')
  const attributedTo = Array.isArray(object.attributedTo) ? object.attributedTo[0] : object.attributedTo
  const actor = cleanUrl(typeof attributedTo === 'object' && attributedTo ? (attributedTo as Json).id : attributedTo)
  const page = URL.parse(url)!
  const name = /^\/@([\w.-]+)/.exec(page.pathname)?.[1] ?? (actor ? URL.parse(actor)?.pathname.split('/').at(-1) : null)
  return {
    kind: 'post',
    url,
    fetchedAt,
    provider: page.hostname,
    author: name ? `@${name}@${page.hostname}` : page.hostname,
    authorUrl: actor,
    text,
    published: iso(object.published),
  }
}

/** The oEmbed JSON a page's head announces (`<link rel="alternate" type="application/json+oembed" href="…">`). */
async function discoveredOEmbed(url: string, options: FetchEmbedOptions, deadline: number): Promise<Json> {
  const page = await fetchPublicFile(url, {
    ...options,
    timeoutMs: Math.max(1, deadline - Date.now()),
    maxBytes: PAGE_HEAD_BYTES,
    overflow: 'cut',
    accept: 'text/html',
    userAgent: USER_AGENT,
  })
  const html = page.bytes.toString('utf8')
  const head = html.slice(0, Math.max(0, html.search(/<body\b/i)) || html.length)
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const attribute = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined)
    if (
      !/\balternate\b/i.test(attribute('rel') ?? '') ||
      attribute('type')?.toLowerCase() !== 'application/json+oembed'
    )
      continue
    const href = URL.parse((attribute('href') ?? '').replace(/&amp;/g, '&'), url)
    if (!href) break
    return getJson(href.href, 'application/json', options, deadline)
  }
  throw new EmbedUnreadable('announces no oEmbed answer')
}

/** The day of an oEmbed `upload_date` (Vimeo's "2013-10-15 14:08:29", a zone unsaid): its date is all we keep. */
const uploadDay = (value: unknown): string | null =>
  typeof value === 'string' ? (/^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(value)?.[1] ?? null) : null

/** The embed of `url` (and a video's thumbnail address), or an error saying why it has none (the link stays plain). */
export async function fetchEmbed(url: string, options: FetchEmbedOptions): Promise<FetchedEmbed> {
  const deadline = Date.now() + options.timeoutMs
  const fetched = (embed: Embed, thumbnailUrl: string | null = null) => ({ embed, thumbnailUrl, deadline })
  const fetchedAt = new Date().toISOString()
  const video = videoOf(url)
  const endpoint = knownOEmbedEndpoint(url)
  if (video && endpoint) {
    const answer = await getJson(endpoint, 'application/json', options, deadline)
    const title = cleanText(answer.title, 300)
    if (!title) throw new EmbedUnreadable('answered no title')
    const author = cleanText(answer.author_name, 200)
    const uploadDate = uploadDay(answer.upload_date)
    return fetched(
      { kind: 'video', url, fetchedAt, ...video, title, author, ...(uploadDate ? { uploadDate } : {}) },
      cleanUrl(answer.thumbnail_url),
    )
  }
  if (isBlueskyPost(url) && endpoint)
    return fetched(blueskyPost(url, await getJson(endpoint, 'application/json', options, deadline), fetchedAt))
  if (looksLikeSocialPost(url)) {
    try {
      return fetched(activityPost(url, await getJson(url, ACTIVITY_JSON, options, deadline), fetchedAt))
    } catch (error) {
      // A server that is not of the social web answers its page instead: the page may still announce oEmbed.
      if (!(error instanceof EmbedUnreadable)) throw error
    }
  }
  const answer = await discoveredOEmbed(url, options, deadline)
  const title = cleanText(answer.title, 300)
  if (!title) throw new EmbedUnreadable('its oEmbed answer has no title')
  return fetched({
    kind: 'card',
    url,
    fetchedAt,
    provider: cleanText(answer.provider_name, 100),
    title,
    author: cleanText(answer.author_name, 200),
  })
}
