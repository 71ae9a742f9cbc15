import type { PageHead } from '../../pageHead'

// The address holds the subscriber's token: no index, and no Referer carrying it to the next site.
export const unsubscribeMetadata: PageHead = {
  title: 'Unsubscribe',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}
