/** An article's featured image: for one stored by us, its size, alt text and responsive sizes from the media record. */
import type { Payload, Where } from 'payload'

import type { Article, Media } from '../../payload-types'
import { SAME_SHAPE_SIZES } from '../../media/sizes'
import { absolute } from '../paths'

/** The crops structured data names: 16:9 (the cards'), 4:3 and 1:1. */
const CROPS = ['thumbnail', 'four_three', 'square'] as const

export interface ArticleImage {
  url: string
  alt: string
  caption: string | null
  width: number | null
  height: number | null
  /** Responsive sizes, narrowest first, the full image last. */
  sources: Array<{ url: string; width: number }>
  /** The centred crops in the shapes structured data asks for (16:9, 4:3, 1:1), those the image was large enough for. */
  crops: Array<{ url: string; width: number; height: number }>
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
    return { url: absolute(baseUrl, article.featured_image), alt: caption ?? '', caption, width: null, height: null, sources: [], crops: [] }
  }
  const sizes = Object.entries(media.sizes ?? {})
    .filter(([name]) => SAME_SHAPE_SIZES.includes(name))
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
    crops: CROPS.flatMap((name) => {
      const crop = media.sizes?.[name]
      return crop?.url && crop.width && crop.height ? [{ url: absolute(baseUrl, crop.url), width: crop.width, height: crop.height }] : []
    }),
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
