import type React from 'react'

// The site's fonts, self-hosted: the build copies their files beside the stylesheet (no outside request).
import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/source-serif-4/wght.css'
import '@/features/site/components/site.css'
import '@/features/site/components/siteContent.css'

import { SiteDocument } from '@/features/site/components/SiteDocument'

/** The pages' head tags come from each page (src/app/pageRoute.tsx); Next adds its own and the stylesheet. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
