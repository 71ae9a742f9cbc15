/**
 * The addresses a redirect may have (docs/decisions/064-redirects.md), pure: the router reads them on every request
 * and the collection's fields and the write path ask them, so an address is written once and looked up in the form
 * a request's `pathname` has.
 *
 * - `from` is a path of this site that the site does not answer itself: normalised to a leading `/`, no trailing
 *   slash, no query or fragment (a redirect answers whatever the query), no `.md` suffix (the `.md` form follows), and
 *   percent-encoded as a URL's `pathname` is. Never the home page, a fixed page, a top-level document or a path under a
 *   section the service owns (`/cockpit`, `/cms-api`, `/ap`, …), but for the pages of the sections that have them
 *   (`/authors/{slug}`, `/tags/{slug}`, `/glossary/{slug}`, …): those may outlive their page. One query form is a `from` of its own:
 *   WordPress's address of a post by its id, `/?p={id}` exactly (on the home page's path; any other query there is
 *   still the home page), which the router looks up by the whole request target.
 * - `to` is a path of this site normalised alike (a query or fragment is refused: the `.md` form of a target with one
 *   would be ambiguous), or an absolute https URL kept as given. An address of this site given absolutely becomes its
 *   path, so that a loop cannot hide behind the host.
 */
import { pageRouteOf, RESERVED_TOP_LEVEL_PATHS } from '../../ground/paths'

export type PathVerdict = { path: string } | { problem: string }

const REDIRECT_PATH_MAX_LENGTH = 1000
const REDIRECT_URL_MAX_LENGTH = 2048

/** Pages of the sections the service owns, which a redirect may keep answering once the page is gone. */
const SECTION_PAGE_KINDS = new Set(['glossary-term', 'comparison', 'category', 'tag', 'author'])

/** Top-level documents whose `.md` name a redirect's `.md` form would shadow: `/auth` would take `/auth.md`. */
const MARKDOWN_DOCUMENTS = new Set(['/auth'])

// eslint-disable-next-line no-control-regex -- an address with control characters or spaces is refused
const UNSAFE = /[\u0000-\u0020\u007f\\]/

/** The path of a site-relative address, or why it is not one; a query and fragment are dropped or refused. */
function sitePath(value: string, queryAndFragment: 'drop' | 'refuse'): PathVerdict {
  if (UNSAFE.test(value)) return { problem: 'must not contain spaces, backslashes or control characters' }
  if (!value.startsWith('/') || value.startsWith('//'))
    return { problem: 'must be a path of this site starting with a single "/"' }
  const url = new URL(value, 'https://redirect.invalid')
  if (queryAndFragment === 'refuse' && (url.search !== '' || url.hash !== '' || /[?#]/.test(value)))
    return { problem: 'must be a path without a query or fragment (an absolute https URL may have them)' }
  let path = url.pathname.replace(/\/+$/, '')
  if (path.endsWith('.md')) path = path.slice(0, -'.md'.length).replace(/\/+$/, '')
  if (path === '') path = '/'
  if (path.length > REDIRECT_PATH_MAX_LENGTH)
    return { problem: `must be at most ${REDIRECT_PATH_MAX_LENGTH} characters` }
  return { path }
}

/** WordPress's address of a post by its id: `/?p=` and a positive whole number, nothing else on the line. */
const POST_ID_ADDRESS = /^\/\?p=[1-9][0-9]{0,18}$/

/**
 * The redirect lookup of a request target (origin-form) that is WordPress's `/?p={id}`, as a `from` stores it; null
 * for any other target, the home page with another query among them.
 */
export const postIdAddressOf = (url: string): string | null => (POST_ID_ADDRESS.test(url) ? url : null)

/** Why the site itself answers `path`, so that no redirect may take it; null when it is free. */
function ownedBySite(path: string): string | null {
  if (path === '/') return 'is the home page'
  const segments = path.split('/').slice(1)
  const first = segments[0]!
  if (first.startsWith('.') || (segments.length === 1 && first.includes('.')) || MARKDOWN_DOCUMENTS.has(path))
    return 'is one of the site’s own documents'
  // A PMS hub's or an article's address, or any other (an imported site's old URLs): free while no page has it.
  if (!RESERVED_TOP_LEVEL_PATHS.has(first)) return null
  const route = pageRouteOf(path)
  if (route && SECTION_PAGE_KINDS.has(route.kind)) return null
  return route ? 'is one of the site’s own pages' : `is under /${first}, which the site answers itself`
}

/** A redirect's `from`, normalised, or why it cannot be one. */
export function redirectFrom(value: string): PathVerdict {
  const byId = postIdAddressOf(value)
  if (byId !== null) return { path: byId }
  const verdict = sitePath(value, 'drop')
  if ('problem' in verdict) return verdict
  const owned = ownedBySite(verdict.path)
  return owned ? { problem: `${verdict.path} ${owned}` } : verdict
}

/** A redirect's `to`, normalised (`baseUrl`'s own absolute addresses as paths), or why it cannot be one. */
export function redirectTo(value: string, baseUrl: string): PathVerdict {
  if (value.startsWith('/')) return sitePath(value, 'refuse')
  if (UNSAFE.test(value)) return { problem: 'must not contain spaces, backslashes or control characters' }
  if (value.length > REDIRECT_URL_MAX_LENGTH)
    return { problem: `must be at most ${REDIRECT_URL_MAX_LENGTH} characters` }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { problem: 'must be a path of this site or an absolute https URL' }
  }
  if (url.origin === new URL(baseUrl).origin && url.search === '' && url.hash === '')
    return sitePath(url.pathname, 'refuse')
  if (url.protocol !== 'https:') return { problem: 'must be a path of this site or an absolute https URL' }
  if (url.username !== '' || url.password !== '') return { problem: 'must not carry a user name or password' }
  return { path: value }
}

/** Whether a redirect's `to` is a path of this site (else an absolute URL, which has no `.md` form of ours). */
export const isSitePath = (to: string) => to.startsWith('/')

/** The path a request's `pathname` is looked up by, and whether it asked for the `.md` form; null for none. */
export function redirectLookupOf(pathname: string): { from: string; markdown: boolean } | null {
  const markdown = pathname.endsWith('.md')
  let from = markdown ? pathname.slice(0, -'.md'.length) : pathname
  from = from.replace(/\/+$/, '')
  return from === '' ? null : { from, markdown }
}
