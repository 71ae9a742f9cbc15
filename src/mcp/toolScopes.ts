/**
 * The scope each MCP tool needs (docs/decisions/015-mcp-server.md): every read tool `articles:read`, each write
 * tool the write scope of what it changes. The endpoint checks it before the call reaches the tool, so that a
 * missing scope is an HTTP 403 `insufficient_scope` a client can act on (ask for more), as MCP's authorization
 * spec has it.
 */
import { type Capability, may, type Role } from '../content/access/roles'
import { capabilityOfScope } from '../features/oauth/grantWords'
import type { OAuthScope } from '../features/oauth/scopes'

const TOOL_SCOPES = {
  'list-pmses': 'articles:read',
  'list-categories': 'articles:read',
  'list-tags': 'articles:read',
  'list-articles': 'articles:read',
  'search-news': 'articles:read',
  'get-article': 'articles:read',
  'list-glossary-terms': 'articles:read',
  'get-glossary-term': 'articles:read',
  'list-pr-links': 'articles:read',
  'create-article': 'articles:write',
  'update-article': 'articles:write',
  'add-correction': 'articles:write',
  'submit-for-review': 'articles:write',
  'send-back': 'articles:write',
  'create-pms': 'pms:write',
  'update-pms-profile': 'pms:write',
  'create-glossary-term': 'glossary:write',
  'create-pr-link': 'pr-links:write',
  'update-pr-link': 'pr-links:write',
  'delete-pr-link': 'pr-links:write',
} as const satisfies Record<string, OAuthScope>

export type ToolName = keyof typeof TOOL_SCOPES

export const scopeOfTool = (name: string): OAuthScope | undefined =>
  Object.hasOwn(TOOL_SCOPES, name) ? TOOL_SCOPES[name as ToolName] : undefined

/** The capability the messages' tool calls need that `role` lacks, if any. */
export function lackedCapability(toolNames: string[], role: Role | null): Capability | null {
  for (const name of toolNames) {
    const capability = capabilityOfScope(scopeOfTool(name) ?? '')
    if (capability && !may(role, capability)) return capability
  }
  return null
}
