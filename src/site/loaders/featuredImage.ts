/** An article's featured image: for one stored by us, its size, alt text and responsive sizes from the media record. */
import type { Payload } from 'payload'

import type { Article, Media } from '../../payload-types'
import { absolute } from '../paths'

export interface ArticleImage {
  url: string
  alt: string
  caption: string | null
  width: number | null
  height: number | null
  /** Responsive sizes, narrowest first, the full image last. */
  sources: Array<{ url: string; width: number }>
}

/** A featured image stored by us (`/media/<directory>/<file>`) gets its sizes; any other URL is used as it is. */
export async function loadFeaturedImage(payload: Payload, article: Pick<Article, 'featured_image' | 'featured_image_caption'>, baseUrl: string): Promise<ArticleImage | null> {
  if (!article.featured_image) return null
  const caption = article.featured_image_caption ?? null
  const match = /\/media\/(.+)\/([^/]+\.webp)$/.exec(article.featured_image)
  let filename: string | null = null
  try {
    filename = match ? decodeURIComponent(match[2]!) : null
  } catch {
    filename = null // not one of our stored names; the URL is used as it is
  }
  const media = match && filename
    ? ((
        await payload.find({
          collection: 'media',
          where: { prefix: { equals: match[1] }, filename: { equals: filename } },
          limit: 1,
          depth: 0,
          // The public may not list the media library (docs/decisions/022); the image of an article the caller
          // already shows is public through that article.
          overrideAccess: true,
        })
      ).docs[0] as Media | undefined)
    : undefined
  if (!media?.url) {
    return { url: absolute(baseUrl, article.featured_image), alt: caption ?? '', caption, width: null, height: null, sources: [] }
  }
  const sizes = Object.entries(media.sizes ?? {})
    .filter(([name]) => name !== 'thumbnail')
    .map(([, size]) => size)
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .map((size) => ({ url: absolute(baseUrl, size.url), width: size.width }))
  return {
    url: absolute(baseUrl, media.url),
    alt: media.alt ?? caption ?? '',
    caption,
    width: media.width ?? null,
    height: media.height ?? null,
    sources: [...sizes, ...(media.width ? [{ url: absolute(baseUrl, media.url), width: media.width }] : [])].sort((a, b) => a.width - b.width),
  }
}
