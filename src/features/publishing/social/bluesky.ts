/**
 * Posting to Bluesky over the AT Protocol: `com.atproto.server.createSession` with an app password, then
 * `com.atproto.repo.createRecord` of an `app.bsky.feed.post` with a link card (`app.bsky.embed.external`) and
 * facets for the link and hashtags (./atprotoSession.ts). The record key is derived from the article (a TID built
 * from its publication time and id), so a retry after a timeout finds the post already there instead of posting
 * again. The card links the article, whose page names its standard.site document, and the document names this post
 * back as its `bskyPostRef` (docs/decisions/084-bluesky-standard-site.md).
 */
import { env } from '../../../ground/env'
import { OutboundError } from '../../../ground/http/outboundFetch'
import { atprotoSession } from './atprotoSession'
import type { SocialPost } from './socialPost'

/** Bluesky counts graphemes; characters are a safe stand-in for this text. */
export const BLUESKY_MAX_CHARACTERS = 300

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz'

/** A record key in the TID format Bluesky requires for posts: 53 bits of microseconds, 10 bits of "clock id". */
export function tidFor(publishedAt: Date, articleId: number): string {
  let value = ((BigInt(publishedAt.getTime()) * 1000n) << 10n) | BigInt(articleId % 1024)
  let tid = ''
  for (let i = 0; i < 13; i += 1) {
    tid = TID_ALPHABET[Number(value & 31n)] + tid
    value >>= 5n
  }
  return tid
}

interface Facet {
  index: { byteStart: number; byteEnd: number }
  features: Array<Record<string, string>>
}

function facetsOf(post: SocialPost): Facet[] {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
  const facets: Facet[] = []
  const at = post.text.lastIndexOf(post.url)
  if (at >= 0) {
    facets.push({
      index: { byteStart: bytes(post.text.slice(0, at)), byteEnd: bytes(post.text.slice(0, at + post.url.length)) },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri: post.url }],
    })
  }
  for (const tag of post.hashtags) {
    const marker = `#${tag}`
    const position = post.text.lastIndexOf(marker)
    if (position < 0) continue
    facets.push({
      index: {
        byteStart: bytes(post.text.slice(0, position)),
        byteEnd: bytes(post.text.slice(0, position + marker.length)),
      },
      features: [{ $type: 'app.bsky.richtext.facet#tag', tag }],
    })
  }
  return facets
}

export async function postToBluesky(
  post: SocialPost,
  recordKey: string,
  createdAt: Date,
): Promise<{ url: string; id: string; cid: string }> {
  const session = await atprotoSession(env.atproto!)
  const url = `https://bsky.app/profile/${session.handle}/post/${recordKey}`
  const record = {
    $type: 'app.bsky.feed.post',
    text: post.text,
    createdAt: createdAt.toISOString(),
    langs: ['en'],
    facets: facetsOf(post),
    embed: {
      $type: 'app.bsky.embed.external',
      external: { uri: post.url, title: post.title, description: post.description },
    },
  }
  try {
    const posted = await session.createRecord('app.bsky.feed.post', recordKey, record)
    return { url, id: posted.uri, cid: posted.cid }
  } catch (error) {
    // The record is there already: an earlier attempt posted it and its answer was lost.
    if (!(error instanceof OutboundError) || error.status === undefined || error.status >= 500) throw error
    const existing = await session.getRecord('app.bsky.feed.post', recordKey).catch(() => null)
    if (!existing) throw error
    return { url, id: existing.uri, cid: existing.cid }
  }
}
