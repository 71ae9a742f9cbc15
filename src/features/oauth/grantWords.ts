/**
 * What an agent's grant may do for the person who approves it (docs/decisions/060-four-roles.md): never more than
 * their role. A write scope is a role's capability; the consent page grants only the scopes the role holds and says
 * in the person's words what that means, and the MCP server checks the role again at every call
 * (src/mcp/handleMcpRequest.ts), so that a role taken away later takes the agent's power with it.
 */
import { type Capability, may, type Role } from '../../content/access/roles'
import type { OAuthScope } from './scopes'

const SCOPE_CAPABILITIES: Partial<Record<OAuthScope, Capability>> = {
  'articles:write': 'write_own_drafts',
  'pms:write': 'edit_all_content',
  'glossary:write': 'edit_all_content',
  'pr-links:write': 'edit_all_content',
}

export const capabilityOfScope = (scope: string): Capability | undefined => SCOPE_CAPABILITIES[scope as OAuthScope]

/** The scopes asked for that the role allows, and those it does not (which the grant leaves out). */
export function scopesForRole(scopes: string[], role: Role | null): { given: string[]; withheld: string[] } {
  const allowed = (scope: string) => {
    const capability = capabilityOfScope(scope)
    return capability === undefined || may(role, capability)
  }
  return { given: scopes.filter(allowed), withheld: scopes.filter((scope) => !allowed(scope)) }
}

const WORDS: Record<Role, string> = {
  contributor:
    'You are a contributor, so it may write drafts of your own articles and edit them while they are unpublished. It cannot publish, schedule or delete a published article, or change PMS profiles, glossary terms or PR links.',
  author:
    "You are an author, so it may write your own articles and publish or schedule them. It cannot change other people's articles, PMS profiles, glossary terms or PR links.",
  editor:
    'You are an editor, so it may do what you may within these scopes: edit, publish and unpublish any article, PMS profiles, glossary terms and PR links.',
  admin:
    'You are an admin, so it may do what you may within these scopes: edit, publish and unpublish any article, PMS profiles, glossary terms and PR links. It cannot manage accounts, tokens or settings.',
}

/** What the grant may do, in the approver's words, by their role. */
export const grantInWords = (role: Role | null): string =>
  role === null ? 'Your account has no role in the cockpit: it may do nothing.' : WORDS[role]
