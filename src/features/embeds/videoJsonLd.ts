/**
 * schema.org `VideoObject` for each video an article embeds (docs/decisions/076-video-thumbnails.md), as Google's
 * video structured data reads it: `name`, `thumbnailUrl` (required; ours, on our own origin) and `uploadDate`
 * (required; only when the provider gave one: Vimeo does, YouTube's oEmbed does not, and a date is never made up),
 * with `embedUrl`, the privacy-enhanced player. No `contentUrl`: the file is the provider's, not ours to name.
 */
import { shownEmbeds } from './embedData'
import { embedUrl } from './embedProviders'

export function videoObjects(stored: unknown, baseUrl: string): Array<Record<string, unknown>> {
  return shownEmbeds(stored).flatMap((embed) => {
    if (embed.kind !== 'video') return []
    const largest = embed.thumbnail?.sources.at(-1)?.src ?? embed.thumbnail?.src
    return [
      {
        '@type': 'VideoObject',
        name: embed.title,
        embedUrl: embedUrl(embed.provider, embed.videoId),
        ...(largest ? { thumbnailUrl: new URL(largest, baseUrl).href } : {}),
        ...(embed.uploadDate ? { uploadDate: embed.uploadDate } : {}),
      },
    ]
  })
}
