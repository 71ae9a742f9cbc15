/** The head of an article page: title, description, canonical and markdown alternate, Open Graph. */
import type { Metadata } from 'next'

import type { ArticlePage } from './load'

export const ARTICLE_SITE_NAME = 'PMS News'

export function articleMetadata(page: ArticlePage): Metadata {
  return {
    title: page.title,
    description: page.description ?? undefined,
    alternates: { canonical: page.url, types: { 'text/markdown': page.markdownUrl } },
    openGraph: {
      type: 'article',
      url: page.url,
      title: page.title,
      description: page.description ?? undefined,
      siteName: ARTICLE_SITE_NAME,
      publishedTime: page.publishedAt ?? undefined,
      modifiedTime: page.updatedAt,
      authors: [page.author.name],
      section: page.category?.name,
      images: page.image ? [{ url: page.image.url, width: page.image.width ?? undefined, height: page.image.height ?? undefined, alt: page.image.alt }] : undefined,
    },
  }
}
