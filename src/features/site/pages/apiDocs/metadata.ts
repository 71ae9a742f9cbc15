import type { PageHead } from '../../pageHead'
import { apiDocsPath } from '../../../../ground/paths'

export const apiDocsMetadata: PageHead = {
  title: 'API documentation',
  description:
    'The PMS News API: public reads, discovery documents and token-authenticated ingestion of articles and images.',
  canonical: apiDocsPath,
}
