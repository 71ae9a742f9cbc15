/**
 * The RFC 8288 `Link` header every HTML page carries: its markdown alternate (where it has one) and the discovery
 * documents (llms.txt, the RFC 9727 API catalog, the OpenAPI description and the human API docs).
 */
import { absolute, apiCatalogPath, apiDocsPath, llmsTxtPath, openApiPath } from './paths'

export function discoveryLinks(baseUrl: string, markdownAlternate: string | null): string {
  return [
    ...(markdownAlternate ? [`<${markdownAlternate}>; rel="alternate"; type="text/markdown"`] : []),
    `<${absolute(baseUrl, llmsTxtPath)}>; rel="describedby"; type="text/plain"`,
    `<${absolute(baseUrl, apiCatalogPath)}>; rel="api-catalog"`,
    `<${absolute(baseUrl, openApiPath)}>; rel="service-desc"; type="application/vnd.oai.openapi+json"`,
    `<${absolute(baseUrl, apiDocsPath)}>; rel="service-doc"; type="text/html"`,
  ].join(', ')
}
