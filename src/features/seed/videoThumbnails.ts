/**
 * The demo's videos get their posters' thumbnails as a save would have stored them (src/features/embeds/videoThumbnail.ts:
 * the media library's `embeds/` directory, the same record), drawn here as the featured images are (./featuredImage.ts):
 * the seed never fetches. Found again by file name, so seeding twice stores one.
 */
import type { Payload } from 'payload'

import type { Embed, VideoEmbed } from '../embeds/embedData'
import { THUMBNAIL_DIRECTORY, thumbnailAlt, thumbnailOf } from '../embeds/videoThumbnail'
import { slugify } from '../../ground/lib/slugify'
import { demoIllustration, demoIllustrationPng } from './featuredImage'

async function demoThumbnail(payload: Payload, video: VideoEmbed, kind: string) {
  const base = slugify(`seed-${video.provider}-${video.videoId}`, 100)
  const alt = thumbnailAlt(video)
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: `${base}.webp` }, prefix: { equals: THUMBNAIL_DIRECTORY } },
    limit: 1,
    depth: 0,
  })
  const found = existing.docs[0]
  if (found) return thumbnailOf(found, alt)
  const data = await demoIllustrationPng(demoIllustration(base, kind))
  const media = await payload.create({
    collection: 'media',
    data: { alt, prefix: THUMBNAIL_DIRECTORY },
    file: { data, mimetype: 'image/png', name: `${base}.png`, size: data.length },
    depth: 0,
  })
  return thumbnailOf(media, alt)
}

/** The embeds of a demo article, each video with a thumbnail of our own. */
export async function withDemoThumbnails(payload: Payload, embeds: Embed[], kind: string): Promise<Embed[]> {
  return Promise.all(
    embeds.map(async (embed) =>
      embed.kind === 'video' && !embed.thumbnail
        ? { ...embed, thumbnail: await demoThumbnail(payload, embed, kind) }
        : embed,
    ),
  )
}
