/**
 * The embeds of a body as it is saved (docs/decisions/072-embeds.md): one for each lone link (./embedLinks.ts). A link
 * the article already had keeps what was fetched for it, so an autosave fetches nothing new; a new link is fetched now
 * (./fetchEmbed.ts), all of a save's at once, each within EMBED_FETCH_TIMEOUT_MS. A link that cannot be fetched is kept
 * as `none` (a plain link), logged, and tried again on a save an hour later; nothing here fails a save. A new video's
 * thumbnail is fetched with it and stored in our media (./videoThumbnail.ts); one that cannot be leaves the poster
 * without a picture, logged, and is not tried again.
 */
import type { PayloadRequest } from 'payload'

import { env } from '../../ground/env'
import type { ConvertedUpload } from '../../ground/media/convertUpload'
import { type Embed, sameUrl, storedEmbeds } from './embedData'
import { embedLinks } from './embedLinks'
import { embedStandIns } from './embedProviders'
import { fetchEmbed, type FetchEmbedOptions } from './fetchEmbed'
import { fetchThumbnail, storeThumbnail } from './videoThumbnail'

/**
 * A save's context (Payload's `context`, which only the server's own code sets) naming embeds already known for some
 * links, so that they are kept rather than fetched: the demo content's, which the seed never fetches.
 */
export const knownEmbedsContext = (embeds: Embed[]) => ({ knownEmbeds: embeds })

/** The embeds a save's context names as known (`knownEmbedsContext`), if any. */
export const knownEmbedsOf = (context: Record<string, unknown>): unknown => context.knownEmbeds

const RETRY_AFTER_MS = 60 * 60 * 1000

const fresh = (embed: Embed, now: number) => embed.kind !== 'none' || now - Date.parse(embed.fetchedAt) < RETRY_AFTER_MS

type Found = { embed: Embed; thumbnail?: ConvertedUpload | null }

/** A new link's embed, and a video's thumbnail converted, ready to store; or `none`, logged. */
async function fetchNew(req: PayloadRequest, url: string, options: FetchEmbedOptions): Promise<Found> {
  try {
    const { embed, thumbnailUrl, deadline } = await fetchEmbed(url, options)
    if (embed.kind !== 'video' || !thumbnailUrl) return { embed }
    const thumbnail = await fetchThumbnail(thumbnailUrl, embed, options, deadline).catch((error: unknown) => {
      req.payload.logger.warn(
        { url, thumbnail: thumbnailUrl, reason: (error as Error).message },
        'embed: the video poster has no thumbnail',
      )
      return null
    })
    return { embed, thumbnail }
  } catch (error) {
    req.payload.logger.warn({ url, reason: (error as Error).message }, 'embed: the link stays a plain link')
    return { embed: { kind: 'none', url, fetchedAt: new Date().toISOString() } }
  }
}

export async function embedsOfBody(req: PayloadRequest, body: string, before: unknown): Promise<Embed[]> {
  const links = embedLinks(body)
  if (links.length === 0) return []
  const now = Date.now()
  const known = new Map(storedEmbeds(before).map((embed) => [sameUrl(embed.url), embed]))
  const options = { standIns: embedStandIns(), timeoutMs: env.EMBED_FETCH_TIMEOUT_MS }
  const found = await Promise.all(
    links.map(async (url): Promise<Found> => {
      const kept = known.get(sameUrl(url))
      return kept && fresh(kept, now) ? { embed: kept } : fetchNew(req, url, options)
    }),
  )
  // Stored one after another: each takes names in the thumbnails' directory under a lock.
  const embeds: Embed[] = []
  for (const { embed, thumbnail } of found) {
    const stored =
      embed.kind === 'video' && thumbnail
        ? await storeThumbnail(req, thumbnail, embed).catch((error: unknown) => {
            req.payload.logger.warn(
              { url: embed.url, reason: (error as Error).message },
              'embed: the video poster has no thumbnail',
            )
            return null
          })
        : null
    embeds.push(stored && embed.kind === 'video' ? { ...embed, thumbnail: stored } : embed)
  }
  return embeds
}
