/** Cockpit roles. Admins manage accounts and API tokens; editors write content. */
export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

interface MaybeUser {
  collection?: string
  role?: unknown
}

export function roleOf(user: unknown): Role | null {
  const candidate = user as MaybeUser | null | undefined
  if (!candidate || candidate.collection !== 'users') return null
  return ROLES.includes(candidate.role as Role) ? (candidate.role as Role) : null
}
