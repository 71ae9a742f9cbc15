import { AppError } from '../../ground/errors/AppError'

/**
 * The newsroom's roles, with the peers' meaning (Ghost, WordPress): a contributor writes drafts of their own and
 * submits them for review; an author also publishes and schedules their own; an editor handles all content, reviews,
 * the social web's replies and the newsletter; an admin is an editor who also manages accounts, API tokens, agents'
 * grants and settings. Ordered from the least to the most: a role may do everything the roles before it may.
 */
export const ROLES = ['contributor', 'author', 'editor', 'admin'] as const
export type Role = (typeof ROLES)[number]

/** Each step a role may or may not take, named once; `problem+json` refusals name the step in these words. */
const CAPABILITIES = {
  write_own_drafts: 'write and edit their own unpublished articles',
  publish_own: 'publish or schedule their own articles',
  edit_all_content:
    'edit, publish, unpublish or delete any article, and the PMS profiles, comparisons, glossary and PR links',
  review: 'review articles submitted by others: publish, schedule or send them back',
  moderate_replies: "moderate the social web's replies",
  newsletter: 'manage the newsletter and its subscribers',
  manage_accounts: 'manage accounts and their roles',
  manage_tokens: 'manage API tokens',
  manage_webhooks: 'manage webhooks and see their deliveries',
  manage_grants: "manage agents' grants",
  settings: 'change the settings',
  export_site: 'export the whole site or download its export',
  import_content: 'import posts from another site (a WordPress or Ghost export)',
} as const
export type Capability = keyof typeof CAPABILITIES

/** The least role that holds each capability. */
const LEAST_ROLE: Record<Capability, Role> = {
  write_own_drafts: 'contributor',
  publish_own: 'author',
  edit_all_content: 'editor',
  review: 'editor',
  moderate_replies: 'editor',
  newsletter: 'editor',
  manage_accounts: 'admin',
  manage_tokens: 'admin',
  manage_webhooks: 'admin',
  manage_grants: 'admin',
  settings: 'admin',
  export_site: 'admin',
  import_content: 'admin',
}

export const ROLE_LABELS: Record<Role, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  admin: 'Admin',
}

interface MaybeUser {
  collection?: string
  role?: unknown
}

export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value)
}

/** The cockpit role of a signed-in person, or null for anyone else (a reader, an API token, nobody). */
export function roleOf(user: unknown): Role | null {
  const candidate = user as MaybeUser | null | undefined
  if (!candidate || candidate.collection !== 'users') return null
  return isRole(candidate.role) ? candidate.role : null
}

/** Whether a role reaches at least another: an editor reaches author, an author does not reach editor. */
export function roleReaches(role: Role | null, least: Role): boolean {
  return role !== null && ROLES.indexOf(role) >= ROLES.indexOf(least)
}

export function may(role: Role | null, capability: Capability): boolean {
  return roleReaches(role, LEAST_ROLE[capability])
}

/**
 * The refusal of a step a role may not take, on every interface: a 403 problem naming the role and what it lacks
 * (`role` and `lacks` beside the RFC 9457 members), with nothing changed.
 */
export function roleLacks(role: Role | null, capability: Capability): AppError {
  const who = role === null ? 'Without a role one' : `${/^[aeiou]/.test(role) ? 'An' : 'A'} ${role}`
  return new AppError({
    code: 'role_lacks_capability',
    status: 403,
    title: 'Your role does not allow this',
    detail: `${who} may not ${CAPABILITIES[capability]}.`,
    extensions: { role, lacks: capability },
  })
}
