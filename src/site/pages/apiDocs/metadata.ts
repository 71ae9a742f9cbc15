import type { Metadata } from 'next'

import { apiDocsPath } from '../../paths'

export const apiDocsMetadata: Metadata = {
  title: 'API documentation',
  description: 'The PMS News API: public reads, discovery documents and token-authenticated ingestion of articles and images.',
  alternates: { canonical: apiDocsPath },
}
