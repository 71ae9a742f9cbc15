/** RFC 9728 protected resource metadata of the MCP server: where its tokens come from and what they can hold. */
import { mcpResourceUrl, SCOPE_NAMES } from './scopes'

export function protectedResourceMetadata(baseUrl: string) {
  return {
    resource: mcpResourceUrl(baseUrl),
    resource_name: 'PMS News editorial tools (MCP)',
    authorization_servers: [baseUrl],
    scopes_supported: SCOPE_NAMES,
    bearer_methods_supported: ['header'],
    resource_documentation: `${baseUrl}/auth.md`,
  }
}
