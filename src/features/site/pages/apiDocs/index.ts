import { env } from '../../../../ground/env'
import type { MarkdownSitePage } from '../../sitePage'
import { ApiDocsHtml } from './Html'
import { type ApiDocs, loadApiDocs } from './load'
import { apiDocsMarkdown } from './markdown'
import { apiDocsMetadata } from './metadata'

/** `/docs/api`: the API's documentation for people, read out of its OpenAPI description. */
export const apiDocsPage = {
  load: async (_payload, _request, baseUrl) => loadApiDocs(baseUrl, env.CONTACT_EMAIL),
  Html: ApiDocsHtml,
  markdown: apiDocsMarkdown,
  metadata: apiDocsMetadata,
} satisfies MarkdownSitePage<object, ApiDocs>
