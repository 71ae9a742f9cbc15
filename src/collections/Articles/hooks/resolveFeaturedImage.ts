/**
 * An article's featured image is a media item of ours (`image`, picked in the cockpit) or another site's image by
 * its URL; `featured_image` is the address every reader and the spec's REST and MCP fields use. Whoever writes:
 * - picking a media item in the cockpit sets `featured_image` to its path;
 * - a `featured_image` path or URL of ours (`/media/<directory>/<file>`) links that media item, and is refused when
 *   it names none — a typo must never put a broken image on a live page;
 * - an http(s) URL of another site is kept as an external image;
 * - anything else is refused with a field error.
 */
import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import type { Article } from '../../../content/payload-types'
import { mediaPathOf } from '../../../content/richText/richTextReferences'
import { env } from '../../../ground/env'

const idOf = (image: Article['image']) => (image && typeof image === 'object' ? image.id : (image ?? null))
const mediaPath = (media: { prefix?: string | null; filename?: string | null }) =>
  `/media/${media.prefix}/${media.filename}`

export const resolveFeaturedImage: CollectionBeforeValidateHook<Article> = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  if (!data) return data
  const refuse = (message: string) => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path: 'featured_image', message }] }, req.t)
  }
  const imageChanged = data.image !== undefined && idOf(data.image) !== idOf(originalDoc?.image)
  const address = data.featured_image
  const addressChanged = address !== undefined && (address ?? null) !== (originalDoc?.featured_image ?? null)

  if (imageChanged) {
    const id = idOf(data.image)
    if (id === null) return addressChanged ? data : { ...data, featured_image: null }
    const media = await req.payload.findByID({ collection: 'media', id, depth: 0, disableErrors: true, req })
    if (!media) return refuse(`names no image in the media library (id ${id}).`)
    return { ...data, image: id, featured_image: mediaPath(media) }
  }
  if (!addressChanged) return data
  if (!address) return { ...data, image: null, featured_image: null }

  const path = mediaPathOf(address, env.baseUrl)
  if (path) {
    const { docs } = await req.payload.find({
      collection: 'media',
      where: { and: [{ prefix: { equals: path.prefix } }, { filename: { equals: path.filename } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      req,
    })
    if (!docs[0])
      return refuse(
        `names no image in the media library (${address}). Upload it first (POST /api/images, or Media in the cockpit) and use the path it gets.`,
      )
    return { ...data, image: docs[0].id, featured_image: mediaPath(docs[0]) }
  }
  if (!/^https?:\/\/[^/\s]+/i.test(address))
    return refuse('must be the path of one of our images (/media/…) or the http(s) URL of an image on another site.')
  return { ...data, image: null }
}
