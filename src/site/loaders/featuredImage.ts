/** An article's featured image: for one stored by us, its size, alt text and responsive sizes from the media record. */
import type { Payload, Where } from 'payload'

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
  /** The 16:9 crop made for cards, when the image was large enough for one. */
  wideCrop: { url: string; width: number; height: number } | null
}

type ImageSource = Pick<Article, 'featured_image' | 'featured_image_caption'>

/** Where a featured image stored by us lives (`/media/<directory>/<file>.webp`); null for any other URL. */
function storedLocation(url: string): { prefix: string; filename: string } | null {
  const match = /\/media\/(.+)\/([^/]+\.webp)$/.exec(url)
  if (!match) return null
  try {
    return { prefix: match[1]!, filename: decodeURIComponent(match[2]!) }
  } catch {
    return null // not one of our stored names; the URL is used as it is
  }
}

const locationKey = ({ prefix, filename }: { prefix: string; filename: string }) => `${prefix}/${filename}`

function imageOf(article: ImageSource, media: Media | undefined, baseUrl: string): ArticleImage | null {
  if (!article.featured_image) return null
  const caption = article.featured_image_caption ?? null
  if (!media?.url) {
    return { url: absolute(baseUrl, article.featured_image), alt: caption ?? '', caption, width: null, height: null, sources: [], wideCrop: null }
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
    wideCrop:
      media.sizes?.thumbnail?.url && media.sizes.thumbnail.width && media.sizes.thumbnail.height
        ? { url: absolute(baseUrl, media.sizes.thumbnail.url), width: media.sizes.thumbnail.width, height: media.sizes.thumbnail.height }
        : null,
  }
}

/**
 * The featured images of several articles, with one query for the media records of those stored by us (a feed of
 * fifty articles made fifty). A stored image gets its sizes; any other URL is used as it is.
 */
export async function loadFeaturedImages(payload: Payload, articles: ImageSource[], baseUrl: string): Promise<Array<ArticleImage | null>> {
  const locations = [...new Map(articles.flatMap((article) => {
    const location = article.featured_image ? storedLocation(article.featured_image) : null
    return location ? [[locationKey(location), location] as const] : []
  })).values()]
  const { docs } =
    locations.length === 0
      ? { docs: [] as Media[] }
      : await payload.find({
          collection: 'media',
          where: { or: locations.map(({ prefix, filename }): Where => ({ and: [{ prefix: { equals: prefix } }, { filename: { equals: filename } }] })) },
          limit: locations.length,
          pagination: false,
          depth: 0,
          // The public may not list the media library (docs/decisions/022); the image of an article the caller
          // already shows is public through that article.
          overrideAccess: true,
        })
  const byLocation = new Map((docs as Media[]).map((media) => [`${media.prefix}/${media.filename}`, media]))
  return articles.map((article) => {
    const location = article.featured_image ? storedLocation(article.featured_image) : null
    return imageOf(article, location ? byLocation.get(locationKey(location)) : undefined, baseUrl)
  })
}

export async function loadFeaturedImage(payload: Payload, article: ImageSource, baseUrl: string): Promise<ArticleImage | null> {
  return (await loadFeaturedImages(payload, [article], baseUrl))[0] ?? null
}
