import type { PageHead } from '../../pageHead'
import type { ComparisonPage } from './load'

export const comparisonMetadata = (page: ComparisonPage): PageHead => ({
  title: page.title,
  description: page.verdict ?? undefined,
  canonical: page.url,
  embeddable: true,
})
