/**
 * The RFC 8288 `Link` header every HTML page carries: its markdown alternate (where it has one) and the discovery
 * documents (llms.txt, the RFC 9727 API catalog, the OpenAPI description and the human API docs).
 */
export function discoveryLinks(baseUrl: string, markdownAlternate: string | null): string {
  return [
    ...(markdownAlternate ? [`<${markdownAlternate}>; rel="alternate"; type="text/markdown"`] : []),
    `<${baseUrl}/llms.txt>; rel="describedby"; type="text/plain"`,
    `<${baseUrl}/.well-known/api-catalog>; rel="api-catalog"`,
    `<${baseUrl}/docs/api/openapi.json>; rel="service-desc"; type="application/vnd.oai.openapi+json"`,
    `<${baseUrl}/docs/api>; rel="service-doc"; type="text/html"`,
  ].join(', ')
}
