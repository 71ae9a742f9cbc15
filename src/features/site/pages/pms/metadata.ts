import { type PageHead, SITE_NAME } from '../../pageHead'
import { listPageUrl } from '../../../../ground/paths'
import type { PmsPage } from './load'

export function pmsMetadata(page: PmsPage): PageHead {
  return {
    title: `${page.name}: profile and news`,
    description: page.tagline ?? undefined,
    canonical: listPageUrl(page.url, page.articles.page),
    feeds: page.feeds,
    embeddable: true,
    openGraph: {
      type: 'website',
      url: page.url,
      title: page.name,
      description: page.tagline ?? undefined,
      siteName: SITE_NAME,
    },
  }
}
