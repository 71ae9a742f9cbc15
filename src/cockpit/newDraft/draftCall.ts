/**
 * What the cockpit's browser side and the `create-draft` server function (./createDraft.ts) agree on: the function's
 * name, what it answers, and which collections it serves. No imports, so that client components can take it.
 */

/** The name Payload's server-function handler knows ./createDraft.ts by (src/app/(payload)/layout.tsx registers it). */
export const CREATE_DRAFT = 'create-draft'

/** The new draft's id, or why none was made (in words for the editor). */
export type CreatedDraft = { id: number | string } | { error: string }

/**
 * Whether a collection keeps autosaved drafts: its create route is the one Payload's Document view writes on load, so
 * ours asks first (./askingBeforeNewDrafts.ts). Works on a collection's config, sanitized or not, and on the client's.
 */
export function hasAutosavedDrafts(collection: { versions?: unknown }): boolean {
  const versions = collection.versions
  if (!versions || typeof versions !== 'object') return false
  const drafts = (versions as { drafts?: unknown }).drafts
  return Boolean(drafts && typeof drafts === 'object' && (drafts as { autosave?: unknown }).autosave)
}

/**
 * The collection whose create route `pathname` is (`{adminRoute}/collections/{slug}/create`, a trailing slash
 * allowed), when it is one of `slugs`; else null.
 */
export function createRouteCollection(pathname: string, adminRoute: string, slugs: readonly string[]): string | null {
  const prefix = `${adminRoute.replace(/\/+$/, '')}/collections/`
  if (!pathname.startsWith(prefix)) return null
  const match = /^([^/]+)\/create\/?$/.exec(pathname.slice(prefix.length))
  return match && slugs.includes(match[1]!) ? match[1]! : null
}
