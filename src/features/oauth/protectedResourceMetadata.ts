/** RFC 9728 protected resource metadata of the MCP server: where its tokens come from and what they can hold. */
import { DPOP_SIGNING_ALGORITHMS } from './dpopProof'
import { mcpResourceUrl, SCOPE_NAMES } from './scopes'

export function protectedResourceMetadata(baseUrl: string) {
  return {
    resource: mcpResourceUrl(baseUrl),
    resource_name: 'PMS News editorial tools (MCP)',
    authorization_servers: [baseUrl],
    scopes_supported: SCOPE_NAMES,
    bearer_methods_supported: ['header'],
    // RFC 9728 §2: DPoP-bound tokens are accepted with their proofs (docs/decisions/019); plain bearer tokens too.
    dpop_signing_alg_values_supported: DPOP_SIGNING_ALGORITHMS,
    resource_documentation: `${baseUrl}/auth.md`,
  }
}
