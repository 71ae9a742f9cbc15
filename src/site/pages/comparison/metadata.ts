import type { Metadata } from 'next'

import type { ComparisonPage } from './load'

export const comparisonMetadata = (page: ComparisonPage): Metadata => ({
  title: page.title,
  description: page.verdict ?? undefined,
  alternates: { canonical: page.url },
})
