import type React from 'react'

import '@/site/components/site.css'

import { SiteDocument } from '@/site/components/SiteDocument'

/** The pages' head tags come from each page (src/site/pageRoute.tsx); Next adds its own and the stylesheet. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
