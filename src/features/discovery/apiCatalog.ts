/**
 * `/.well-known/api-catalog` (RFC 9727): the site's APIs as an RFC 9264 linkset, one entry per API: the REST
 * ingestion API (its OpenAPI description, human docs and health), the editorial MCP server (its server card, the
 * agent registration guide and health), the public news MCP server (its server card and the readers' agent skill),
 * and the public site read as markdown (llms.txt, which says how, and llms-full.txt, the newest articles whole).
 */
import { llmsFullTxtPath, llmsTxtPath, newsMcpPath, wellKnownServerCardPath } from '../../ground/paths'

const API_CATALOG_PATH = '/.well-known/api-catalog'
export const API_CATALOG_CONTENT_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"'

interface Target {
  href: string
  type?: string
}

interface LinkContext {
  anchor: string
  [relation: string]: string | Target[]
}

export const apiCatalogLink = (baseUrl: string) => `<${baseUrl}${API_CATALOG_PATH}>; rel="api-catalog"`

export function apiCatalog(baseUrl: string): { linkset: LinkContext[] } {
  return {
    linkset: [
      {
        anchor: `${baseUrl}/api`,
        'service-desc': [{ href: `${baseUrl}/docs/api/openapi.json`, type: 'application/vnd.oai.openapi+json' }],
        'service-doc': [{ href: `${baseUrl}/docs/api`, type: 'text/html' }],
        status: [{ href: `${baseUrl}/up`, type: 'text/plain' }],
      },
      {
        anchor: `${baseUrl}/mcp`,
        'service-desc': [
          { href: `${baseUrl}/mcp/server-card`, type: 'application/mcp-server-card+json' },
          { href: `${baseUrl}${wellKnownServerCardPath}`, type: 'application/json' },
        ],
        'service-doc': [{ href: `${baseUrl}/auth.md`, type: 'text/markdown' }],
        status: [{ href: `${baseUrl}/up`, type: 'text/plain' }],
      },
      {
        anchor: `${baseUrl}${newsMcpPath}`,
        'service-desc': [{ href: `${baseUrl}${newsMcpPath}/server-card`, type: 'application/mcp-server-card+json' }],
        'service-doc': [
          { href: `${baseUrl}/.well-known/agent-skills/read-pms-news/SKILL.md`, type: 'text/markdown' },
          { href: `${baseUrl}/auth.md`, type: 'text/markdown' },
        ],
        status: [{ href: `${baseUrl}/up`, type: 'text/plain' }],
      },
      {
        anchor: `${baseUrl}/`,
        'service-doc': [
          { href: `${baseUrl}${llmsTxtPath}`, type: 'text/plain' },
          { href: `${baseUrl}${llmsFullTxtPath}`, type: 'text/plain' },
        ],
        status: [{ href: `${baseUrl}/up`, type: 'text/plain' }],
      },
    ],
  }
}
