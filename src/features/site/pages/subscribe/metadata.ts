import type { PageHead } from '../../pageHead'
import { subscribePath } from '../../../../ground/paths'

export const subscribeMetadata: PageHead = {
  title: 'Newsletter',
  description:
    'PMS News by email: news about hotel property management systems, with double opt-in and one-click unsubscribe.',
  canonical: subscribePath,
}
