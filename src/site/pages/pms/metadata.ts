import type { Metadata } from 'next'

import type { PmsPage } from './load'

export function pmsMetadata(page: PmsPage): Metadata {
  return {
    title: `${page.name}: profile and news`,
    description: page.tagline ?? undefined,
    alternates: { canonical: page.url },
    openGraph: { type: 'website', url: page.url, title: page.name, description: page.tagline ?? undefined, siteName: 'PMS News' },
  }
}
