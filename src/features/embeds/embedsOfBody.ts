/**
 * The embeds of a body as it is saved (docs/decisions/072-embeds.md): one for each lone link (./embedLinks.ts). A link
 * the article already had keeps what was fetched for it, so an autosave fetches nothing new; a new link is fetched now
 * (./fetchEmbed.ts), all of a save's at once, each within EMBED_FETCH_TIMEOUT_MS. A link that cannot be fetched is kept
 * as `none` (a plain link), logged, and tried again on a save an hour later; nothing here fails a save.
 */
import type { Payload } from 'payload'

import { env } from '../../ground/env'
import { type Embed, sameUrl, storedEmbeds } from './embedData'
import { embedLinks } from './embedLinks'
import { embedStandIns } from './embedProviders'
import { fetchEmbed } from './fetchEmbed'

/**
 * A save's context (Payload's `context`, which only the server's own code sets) naming embeds already known for some
 * links, so that they are kept rather than fetched: the demo content's, which the seed never fetches.
 */
export const knownEmbedsContext = (embeds: Embed[]) => ({ knownEmbeds: embeds })

/** The embeds a save's context names as known (`knownEmbedsContext`), if any. */
export const knownEmbedsOf = (context: Record<string, unknown>): unknown => context.knownEmbeds

const RETRY_AFTER_MS = 60 * 60 * 1000

const fresh = (embed: Embed, now: number) => embed.kind !== 'none' || now - Date.parse(embed.fetchedAt) < RETRY_AFTER_MS

export async function embedsOfBody(payload: Payload, body: string, before: unknown): Promise<Embed[]> {
  const links = embedLinks(body)
  if (links.length === 0) return []
  const now = Date.now()
  const known = new Map(storedEmbeds(before).map((embed) => [sameUrl(embed.url), embed]))
  return Promise.all(
    links.map(async (url): Promise<Embed> => {
      const kept = known.get(sameUrl(url))
      if (kept && fresh(kept, now)) return kept
      try {
        return await fetchEmbed(url, { standIns: embedStandIns(), timeoutMs: env.EMBED_FETCH_TIMEOUT_MS })
      } catch (error) {
        payload.logger.warn({ url, reason: (error as Error).message }, 'embed: the link stays a plain link')
        return { kind: 'none', url, fetchedAt: new Date().toISOString() }
      }
    }),
  )
}
