import type { Metadata } from 'next'
import type React from 'react'

import { SiteDocument } from '@/site/components/SiteDocument'

export const metadata: Metadata = {
  title: { default: 'PMS News', template: '%s · PMS News' },
  description: 'News about hotel property management systems, for people and for software.',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
