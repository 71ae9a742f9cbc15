import type { Metadata } from 'next'

import { subscribePath } from '../../paths'

export const subscribeMetadata: Metadata = {
  title: 'Newsletter',
  description: 'PMS News by email: news about hotel property management systems, with double opt-in and one-click unsubscribe.',
  alternates: { canonical: subscribePath },
}
