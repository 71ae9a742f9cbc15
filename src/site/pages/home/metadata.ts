import type { Metadata } from 'next'

import { homePath } from '../../paths'

export const homeMetadata: Metadata = {
  title: { absolute: 'PMS News: news about hotel property management systems' },
  alternates: { canonical: homePath },
}
