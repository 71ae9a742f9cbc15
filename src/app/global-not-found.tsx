import type { Metadata } from 'next'

// The site's fonts, self-hosted: the build copies their files beside the stylesheet (no outside request).
import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/source-serif-4/wght.css'
import '@/features/site/components/site.css'
import '@/features/site/components/siteContent.css'

import { PageNotFound } from '@/features/site/components/PageNotFound'
import { SiteDocument } from '@/features/site/components/SiteDocument'
import { documentTitle, NOT_FOUND_HEAD } from '@/features/site/pageHead'

export const metadata: Metadata = { title: documentTitle(NOT_FOUND_HEAD.title), robots: NOT_FOUND_HEAD.robots }

/** Addresses no route matches at all (`/a/b/c`): the site's own 404 page, since the site and the cockpit have separate root layouts. */
export default function GlobalNotFound() {
  return (
    <SiteDocument page="not-found">
      <PageNotFound />
    </SiteDocument>
  )
}
