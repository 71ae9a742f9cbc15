/**
 * What an OAuth grant can allow (docs/decisions/014-oauth-server.md): the MCP server's read tools need
 * `articles:read`, each write tool its own write scope. The descriptions are what the consent page shows a person.
 */
import { mcpPath } from '../../ground/paths'

export const OAUTH_SCOPES = {
  'articles:read':
    'Read articles, PMS profiles, categories, glossary terms and PR links as published; with a write scope, drafts and unpublished ones too',
  'articles:write': 'Create and edit articles, and publish them',
  'pms:write': 'Create PMS profiles and edit them',
  'glossary:write': 'Create glossary terms',
  'pr-links:write': 'Create, edit and delete PR links',
} as const

export type OAuthScope = keyof typeof OAUTH_SCOPES

export const SCOPE_NAMES = Object.keys(OAUTH_SCOPES) as OAuthScope[]

/** The one protected resource: the MCP server. Tokens are issued for it alone, with it as their audience. */
export const mcpResourceUrl = (baseUrl: string) => `${baseUrl}${mcpPath}`

/** Where a person sees and revokes what they approved. */
export const revocationPageUrl = (baseUrl: string) => `${baseUrl}/cockpit/mcp-tokens`
