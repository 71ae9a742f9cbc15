/** The head of an article page: title, description, canonical, markdown and ActivityPub alternates, Open Graph. */
import { type PageHead, SITE_NAME } from '../../pageHead'
import type { ArticlePage } from './load'

export function articleMetadata(page: ArticlePage): PageHead {
  return {
    title: page.title,
    description: page.description ?? undefined,
    canonical: page.url,
    markdownAlternate: page.markdownUrl,
    activityAlternate: page.activityObjectUrl,
    fediverseCreators: page.authors.flatMap((author) => (author.fediverseHandle ? [author.fediverseHandle] : [])),
    embeddable: true,
    standardSiteDocument: page.standardSiteDocument ?? undefined,
    openGraph: {
      type: 'article',
      url: page.url,
      title: page.title,
      description: page.description ?? undefined,
      siteName: SITE_NAME,
      publishedTime: page.publishedAt ?? undefined,
      modifiedTime: page.updatedAt,
      authors: page.authors.map((author) => author.name),
      section: page.category?.name,
      images: page.image
        ? [
            {
              url: page.image.url,
              width: page.image.width ?? undefined,
              height: page.image.height ?? undefined,
              alt: page.image.alt,
            },
          ]
        : undefined,
    },
  }
}
