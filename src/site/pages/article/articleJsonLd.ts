import type { ArticlePage } from './load'

/** schema.org NewsArticle for the article page, as search engines read it. */
export function articleJsonLd(page: ArticlePage, siteName: string, baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...(page.image ? { image: [page.image.url] } : {}),
    ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
    dateModified: page.updatedAt,
    author: [{ '@type': 'Person', name: page.author.name, url: page.author.url }],
    publisher: { '@type': 'Organization', name: siteName, url: baseUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    ...(page.category ? { articleSection: page.category.name } : {}),
    about: { '@type': 'SoftwareApplication', name: page.pms.name, url: page.pms.url },
  }
}
