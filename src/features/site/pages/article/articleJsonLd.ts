import { CORRECTION_LABELS } from '../../../../content/articles/articleCorrections'
import { BRAND_LOGO_SIZE } from '../../brandLogo'
import { absolute, brandLogoPath } from '../../../../ground/paths'
import { videoObjects } from '../../../embeds/videoJsonLd'
import type { ArticlePage } from './load'

/**
 * schema.org NewsArticle for the article page, as search engines read it (Google's Article guidelines): headline,
 * the featured image in every shape we store (its own, at its largest, and its 16:9, 4:3 and 1:1 crops), both
 * dates, every author of the byline with the page about them, the publisher with its logo, and each video it embeds.
 */
export function articleJsonLd(page: ArticlePage, siteName: string, baseUrl: string) {
  const videos = videoObjects(page.embeds, baseUrl)
  // The picture in its own shape at its largest, and its 16:9, 4:3 and 1:1 crops.
  const images = page.image
    ? [page.image.sources.at(-1)?.url ?? page.image.url, ...page.image.crops.map((crop) => crop.url)]
    : []
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    // The newest note's date, unless the article changed since.
    dateModified: [page.updatedAt, ...page.corrections.map((note) => note.date)].sort().at(-1),
    // schema.org `correction`: each note, newest first, as Google and schema.org's CorrectionComment read them.
    ...(page.corrections.length > 0
      ? {
          correction: page.corrections.map((note) => ({
            '@type': 'CorrectionComment',
            text: `${CORRECTION_LABELS[note.kind]}: ${note.text}`,
            datePublished: note.date,
          })),
        }
      : {}),
    author: page.authors.map((author) => ({ '@type': 'Person', name: author.name, url: author.url })),
    publisher: {
      '@type': 'Organization',
      name: siteName,
      url: baseUrl,
      logo: {
        '@type': 'ImageObject',
        url: absolute(baseUrl, brandLogoPath),
        width: BRAND_LOGO_SIZE,
        height: BRAND_LOGO_SIZE,
      },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    ...(page.category ? { articleSection: page.category.name } : {}),
    ...(page.tags.length > 0 ? { keywords: page.tags.map((tag) => tag.name) } : {}),
    ...(videos.length > 0 ? { video: videos } : {}),
    about: { '@type': 'SoftwareApplication', name: page.pms.name, url: page.pms.url },
  }
}
