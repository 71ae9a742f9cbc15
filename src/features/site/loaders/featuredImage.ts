/** An article's featured image: for one stored by us, its size, alt text and responsive sizes from the media record. */
import type { Payload } from 'payload'

import { type FoundImage, type StoredImage, storedImagesAt } from '../../../content/media/storedImages'
import { publicMediaPath } from '../../../ground/media/mediaFiles'
import { MEDIA_SIZES, SAME_SHAPE_SIZES } from '../../../ground/media/sizes'
import type { Article } from '../../../content/payload-types'
import { absolute } from '../../../ground/paths'

/** The crops structured data names: 16:9 (the cards'), 4:3 and 1:1. */
const CROPS = ['thumbnail', 'four_three', 'square'] as const

export interface ArticleImage {
  /**
   * The version of the media record it was made from (`StoredImage.version`); null for an image not stored by us,
   * which is a function of the article's row alone.
   */
  version: string | null
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

const SIZE_NAMES = MEDIA_SIZES.map((size) => size.name)

function imageOf(article: ImageSource, media: StoredImage | undefined, baseUrl: string): ArticleImage | null {
  if (!article.featured_image) return null
  const caption = article.featured_image_caption ?? null
  if (!media?.filename) {
    return {
      version: null,
      url: absolute(baseUrl, article.featured_image),
      alt: caption ?? '',
      caption,
      width: null,
      height: null,
      sources: [],
      crops: [],
    }
  }
  // The address every read of a media record gets (src/collections/Media/hooks/exposePublicUrls.ts).
  const urlOf = (filename: string) => absolute(baseUrl, publicMediaPath(media.prefix, filename))
  const url = urlOf(media.filename)
  const sizes = SIZE_NAMES.filter((name) => SAME_SHAPE_SIZES.includes(name))
    .map((name) => media.sizes[name]!)
    .filter((size): size is { filename: string; width: number; height: number | null } =>
      Boolean(size.filename && size.width),
    )
    .map((size) => ({ url: urlOf(size.filename), width: size.width }))
  return {
    version: media.version,
    url,
    alt: media.alt ?? caption ?? '',
    caption,
    width: media.width,
    height: media.height,
    sources: [...sizes, ...(media.width ? [{ url, width: media.width }] : [])].sort((a, b) => a.width - b.width),
    crops: CROPS.flatMap((name) => {
      const crop = media.sizes[name]
      return crop?.filename && crop.width && crop.height
        ? [{ url: urlOf(crop.filename), width: crop.width, height: crop.height }]
        : []
    }),
  }
}

/**
 * An article's featured image from what its statement found (`storedImageOfUrl`, src/content/media/storedImages.ts);
 * read on its own only where that statement's reading of the URL differs from `storedLocation`'s (a percent-encoded
 * file name, which SQL does not decode), so the page shows exactly the image `loadFeaturedImage` would give.
 */
export async function featuredImageOf(
  payload: Payload,
  article: ImageSource,
  found: FoundImage | null,
  baseUrl: string,
): Promise<ArticleImage | null> {
  const location = article.featured_image ? storedLocation(article.featured_image) : null
  if (!location) return imageOf(article, undefined, baseUrl)
  if (found?.prefix === location.prefix && found.filename === location.filename)
    return imageOf(article, found.media ?? undefined, baseUrl)
  return loadFeaturedImage(payload, article, baseUrl)
}

/**
 * The featured images of several articles, with one query for the media records of those stored by us (a feed of
 * fifty articles made fifty). A stored image gets its sizes; any other URL is used as it is.
 */
export async function loadFeaturedImages(
  payload: Payload,
  articles: ImageSource[],
  baseUrl: string,
): Promise<Array<ArticleImage | null>> {
  const locations = [
    ...new Map(
      articles.flatMap((article) => {
        const location = article.featured_image ? storedLocation(article.featured_image) : null
        return location ? [[locationKey(location), location] as const] : []
      }),
    ).values(),
  ]
  const byLocation = new Map(
    (await storedImagesAt(payload, locations)).map((media) => [`${media.prefix}/${media.filename}`, media]),
  )
  return articles.map((article) => {
    const location = article.featured_image ? storedLocation(article.featured_image) : null
    return imageOf(article, location ? byLocation.get(locationKey(location)) : undefined, baseUrl)
  })
}

export async function loadFeaturedImage(
  payload: Payload,
  article: ImageSource,
  baseUrl: string,
): Promise<ArticleImage | null> {
  return (await loadFeaturedImages(payload, [article], baseUrl))[0] ?? null
}
