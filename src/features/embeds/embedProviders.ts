/**
 * The providers an embed knows by name (docs/decisions/072-embeds.md): YouTube and Vimeo, whose players a page may
 * frame after a click (the privacy-enhanced ones: youtube-nocookie.com, and Vimeo's with `dnt=1`), and Bluesky, whose
 * posts are read from its oEmbed endpoint. Their endpoints are fixed https hosts; in tests EMBED_TEST_ORIGINS
 * (src/ground/lib/loopbackStandIns.ts, refused unless BASE_URL is on loopback) answers them from loopback servers.
 */
import { env } from '../../ground/env'
import { parseLoopbackStandIns } from '../../ground/lib/loopbackStandIns'

export type VideoProvider = 'YouTube' | 'Vimeo'

const YOUTUBE_ID = /^[\w-]{11}$/
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])

/** The video a YouTube or Vimeo address names: `watch?v=`, `youtu.be/`, `shorts/`, `embed/`, `live/`; Vimeo's number. */
export function videoOf(address: string): { provider: VideoProvider; videoId: string } | null {
  const url = URL.parse(address)
  if (!url || url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      segments[0] === 'watch'
        ? url.searchParams.get('v')
        : ['shorts', 'embed', 'live'].includes(segments[0] ?? '')
          ? segments[1]
          : null
    return id && YOUTUBE_ID.test(id) ? { provider: 'YouTube', videoId: id } : null
  }
  if (host === 'youtu.be') {
    const id = segments[0]
    return id && YOUTUBE_ID.test(id) ? { provider: 'YouTube', videoId: id } : null
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = segments.find((segment) => /^\d{1,12}$/.test(segment))
    return id ? { provider: 'Vimeo', videoId: id } : null
  }
  return null
}

/** A Bluesky post's address: `https://bsky.app/profile/<handle or did>/post/<record key>`. */
export const isBlueskyPost = (address: string): boolean =>
  /^https:\/\/bsky\.app\/profile\/[^/?#]+\/post\/[a-z0-9]+\/?$/i.test(address)

/** A post's address as Mastodon and its peers give it (`/@name/123`, `/users/name/statuses/123`, `/notes/…`). */
export const looksLikeSocialPost = (address: string): boolean => {
  const path = URL.parse(address)?.pathname ?? ''
  return (
    /^\/@[\w.-]+(@[\w.-]+)?\/\d+\/?$/.test(path) || /^\/(users\/[\w.-]+\/statuses|notes|objects)\/[\w-]+\/?$/.test(path)
  )
}

/** The oEmbed endpoint that answers for a known provider's address (JSON format). */
export function knownOEmbedEndpoint(address: string): string | null {
  const video = videoOf(address)
  const endpoint =
    video?.provider === 'YouTube'
      ? 'https://www.youtube.com/oembed'
      : video?.provider === 'Vimeo'
        ? 'https://vimeo.com/api/oembed.json'
        : isBlueskyPost(address)
          ? 'https://embed.bsky.app/oembed'
          : null
  return endpoint && `${endpoint}?${new URLSearchParams({ url: address, format: 'json' })}`
}

const PLAYER_ORIGINS: Record<VideoProvider, string> = {
  YouTube: 'https://www.youtube-nocookie.com',
  Vimeo: 'https://player.vimeo.com',
}

/** EMBED_TEST_ORIGINS, parsed: https origin → the loopback origin that answers for it. */
export const embedStandIns = (): Map<string, string> => parseLoopbackStandIns(env.EMBED_TEST_ORIGINS)

const playerOrigin = (provider: VideoProvider) =>
  embedStandIns().get(PLAYER_ORIGINS[provider]) ?? PLAYER_ORIGINS[provider]

/** The privacy-enhanced player of a video, as structured data names it (`embedUrl`): not started. */
export function embedUrl(provider: VideoProvider, videoId: string): string {
  const id = encodeURIComponent(videoId)
  return provider === 'YouTube' ? `${playerOrigin(provider)}/embed/${id}` : `${playerOrigin(provider)}/video/${id}`
}

/** The privacy-enhanced player of a video, started at once (the reader has just asked for it). */
export function playerUrl(provider: VideoProvider, videoId: string): string {
  return `${embedUrl(provider, videoId)}?${provider === 'YouTube' ? 'autoplay=1' : 'dnt=1&autoplay=1'}`
}

/** The origins a page may frame (CSP `frame-src`): the two players, and nothing else. */
export const playerOrigins = (): string[] => [playerOrigin('YouTube'), playerOrigin('Vimeo')]
