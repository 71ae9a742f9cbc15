import type { Metadata } from 'next'

import { PageNotFound } from '@/site/components/PageNotFound'
import { SiteDocument } from '@/site/components/SiteDocument'

export const metadata: Metadata = {
  title: 'Page not found · PMS News',
  robots: { index: false },
}

/** Addresses no route matches at all (`/a/b/c`): the site's own 404 page, since the site and the cockpit have separate root layouts. */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <PageNotFound />
    </SiteDocument>
  )
}
