/**
 * The RFC 8288 `Link` header every HTML page carries: its markdown alternate (where it has one) and the discovery
 * documents (llms.txt and llms-full.txt, the RFC 9727 API catalog, the OpenAPI description and the human API docs)
 * and the server card of the public news MCP server, which readers' agents may use without an account.
 */
import {
  absolute,
  apiCatalogPath,
  apiDocsPath,
  articleMarkdownPath,
  llmsFullTxtPath,
  llmsTxtPath,
  newsMcpPath,
  openApiPath,
  type PageRoute,
} from '../../ground/paths'

function discoveryLinks(baseUrl: string, markdownAlternate: string | null): string {
  return [
    ...(markdownAlternate ? [`<${markdownAlternate}>; rel="alternate"; type="text/markdown"`] : []),
    `<${absolute(baseUrl, llmsTxtPath)}>; rel="describedby"; type="text/plain"`,
    `<${absolute(baseUrl, llmsFullTxtPath)}>; rel="describedby"; type="text/plain"`,
    `<${absolute(baseUrl, apiCatalogPath)}>; rel="api-catalog"`,
    `<${absolute(baseUrl, openApiPath)}>; rel="service-desc"; type="application/vnd.oai.openapi+json"`,
    `<${absolute(baseUrl, apiDocsPath)}>; rel="service-doc"; type="text/html"`,
    `<${absolute(baseUrl, `${newsMcpPath}/server-card`)}>; rel="service-desc"; type="application/mcp-server-card+json"`,
  ].join(', ')
}

/** The `Link` header of an HTML page at `pathname` (`search` its query, with its `?`): an article's markdown has its own permanent URL, other pages answer markdown at their own address. */
export function htmlPageLinks(baseUrl: string, route: PageRoute | null, pathname: string, search: string): string {
  const alternate = !route
    ? null
    : route.kind === 'article'
      ? `${baseUrl}${articleMarkdownPath(route.pmsSlug, route.articleSlug)}`
      : `${baseUrl}${pathname}${search}`
  return discoveryLinks(baseUrl, alternate)
}
