import type { PageHead } from '../../pageHead'

// The address holds a one-time token: no index, and no Referer carrying it to the next site.
export const confirmMetadata: PageHead = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}
