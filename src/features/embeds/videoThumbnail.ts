/**
 * A video's thumbnail in our own media (docs/decisions/076-video-thumbnails.md): the image its provider's oEmbed
 * answer names (`thumbnail_url`) is fetched once, at save time, through the outbound guard
 * (src/ground/http/client/fetchPublicFile.ts: public addresses only, redirects checked, bounded in bytes and within
 * what is left of the link's EMBED_FETCH_TIMEOUT_MS), refused unless it says it is an image and its bytes are one
 * (src/ground/media/inspectImage.ts), converted as every upload is (WebP, its sizes) and stored in the media library
 * under `embeds/`, so that the poster shows it from our own origin: a reader's browser asks nothing of the provider's
 * image host.
 */
import type { PayloadRequest } from 'payload'

import type { Media } from '../../content/payload-types'
import { fetchPublicFile } from '../../ground/http/client/fetchPublicFile'
import { type ConvertedUpload, convertUpload } from '../../ground/media/convertUpload'
import { inspectImage } from '../../ground/media/inspectImage'
import { publicMediaPath } from '../../ground/media/mediaFiles'
import { SAME_SHAPE_SIZES } from '../../ground/media/sizes'
import { CONVERTED_UPLOAD } from '../../ground/media/uploadHandover'
import type { VideoEmbed, VideoThumbnail } from './embedData'
import type { FetchEmbedOptions } from './fetchEmbed'

/** The media library's directory of videos' thumbnails. */
export const THUMBNAIL_DIRECTORY = 'embeds'

/** A provider's thumbnail is a few tens of kilobytes (YouTube's 480×360, Vimeo's 640 wide): far past it is refused. */
const THUMBNAIL_BYTES = 2 * 1024 * 1024
/** At most a 4K frame: a thumbnail that decodes to more is no thumbnail. */
const THUMBNAIL_PIXELS = 3840 * 2160
const IMAGE_TYPE = /^image\/(?:jpeg|png|gif|webp)\s*(?:;|$)/i

/** The thumbnail at `address`, checked and converted, or an error saying why not (the poster then has none). */
export async function fetchThumbnail(
  address: string,
  video: VideoEmbed,
  options: FetchEmbedOptions,
  deadline: number,
): Promise<ConvertedUpload> {
  const file = await fetchPublicFile(address, {
    ...options,
    timeoutMs: Math.max(1, deadline - Date.now()),
    maxBytes: THUMBNAIL_BYTES,
    accept: 'image/webp, image/jpeg, image/png, image/gif',
    userAgent: 'pms-news-embeds (+oEmbed)',
  })
  if (!IMAGE_TYPE.test(file.contentType ?? ''))
    throw new Error(`answered ${file.contentType ?? 'no type'}, not an image`)
  await inspectImage(file.bytes, THUMBNAIL_PIXELS)
  return convertUpload({ data: file.bytes, name: `${video.provider}-${video.videoId}` })
}

/** What a thumbnail's words say to a reader who cannot see it. */
export const thumbnailAlt = (video: Pick<VideoEmbed, 'title'>) => `Still from the video “${video.title}”`

/** A stored image as a poster shows it: its file, its size and the files of its own shape for `srcset`. */
export function thumbnailOf(media: Media, alt: string): VideoThumbnail | null {
  const directory = media.prefix
  if (!directory || !media.filename || !media.width || !media.height) return null
  const sizes = SAME_SHAPE_SIZES.flatMap((name) => {
    const size = media.sizes?.[name as keyof NonNullable<Media['sizes']>]
    return size?.filename && size.width ? [{ src: publicMediaPath(directory, size.filename), width: size.width }] : []
  })
  const own = { src: publicMediaPath(directory, media.filename), width: media.width }
  return {
    src: own.src,
    width: media.width,
    height: media.height,
    alt,
    sources: [...sizes, own].sort((a, b) => a.width - b.width),
  }
}

/**
 * Stores a converted thumbnail in the media library, as the editor who saves: in a transaction of its own, not the
 * save's, so that storage that fails (a bucket away) fails the thumbnail only, and the directory's lock is held for
 * a moment rather than through the rest of the save. A save that fails after it leaves an image in the library that
 * no content shows (staff's only, docs/decisions/059-media-files-public-by-use.md).
 */
export async function storeThumbnail(
  req: PayloadRequest,
  converted: ConvertedUpload,
  video: VideoEmbed,
): Promise<VideoThumbnail | null> {
  const alt = thumbnailAlt(video)
  const media = await req.payload.create({
    collection: 'media',
    data: { prefix: THUMBNAIL_DIRECTORY, alt },
    context: { [CONVERTED_UPLOAD]: converted },
    depth: 0,
    ...(req.user ? { user: req.user } : {}),
  })
  return thumbnailOf(media, alt)
}
