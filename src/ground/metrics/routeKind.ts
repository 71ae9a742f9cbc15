/**
 * Which kind of address a request asked for, as `/metrics` labels it: a closed set of words, so that no URL, slug or
 * id ever becomes a label value (docs/decisions/078-metrics-and-traces.md). Read from the path alone (and `Accept`,
 * for an article's markdown), with a few string tests: it runs on every request, cached hits included.
 */
import { preferredRepresentation } from '../http/negotiate'
import { RESERVED_TOP_LEVEL_PATHS } from '../paths'

export const ROUTE_KINDS = [
  'home',
  'article',
  'article_md',
  'page',
  'feed',
  'sitemap',
  'discovery',
  'api',
  'cms',
  'cockpit',
  'mcp',
  'oauth',
  'activitypub',
  'media',
  'static',
  'health',
  'metrics',
  'preview',
  'other',
] as const
export type RouteKind = (typeof ROUTE_KINDS)[number]

/** The kind of each first path segment the service owns; a segment not here is a PMS's slug. */
const BY_FIRST_SEGMENT: ReadonlyMap<string, RouteKind> = new Map(
  Object.entries({
    cockpit: 'cockpit',
    'cms-api': 'cms',
    api: 'api',
    docs: 'api',
    oembed: 'api',
    subscribe: 'api',
    mcp: 'mcp',
    oauth: 'oauth',
    ap: 'activitypub',
    nodeinfo: 'activitypub',
    media: 'media',
    _next: 'static',
    brand: 'static',
    'favicon.ico': 'static',
    up: 'health',
    ready: 'health',
    metrics: 'metrics',
    preview: 'preview',
    feed: 'feed',
    'feed.json': 'feed',
    'sitemap.xml': 'sitemap',
    'sitemap-news.xml': 'sitemap',
    sitemaps: 'sitemap',
    'llms.txt': 'discovery',
    'llms-full.txt': 'discovery',
    'robots.txt': 'discovery',
    'auth.md': 'discovery',
    md: 'other',
  } satisfies Record<string, RouteKind>),
)

const INDEX = new Map<RouteKind, number>(ROUTE_KINDS.map((kind, index) => [kind, index]))
const indexOf = (kind: RouteKind) => INDEX.get(kind)!

/** The kind of a request target (origin-form, as the client sent it; a query is ignored), as an index of ROUTE_KINDS. */
export function routeKindIndex(url: string | undefined, accept: string | undefined): number {
  return indexOf(routeKindOf(url, accept))
}

export function routeKindOf(url: string | undefined, accept: string | undefined): RouteKind {
  if (!url || url.charCodeAt(0) !== 47 /* / */) return 'other'
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (path === '/') return 'home'
  const firstEnd = path.indexOf('/', 1)
  const first = firstEnd === -1 ? path.slice(1) : path.slice(1, firstEnd)
  if (first === '.well-known')
    return /^\/\.well-known\/(?:webfinger|nodeinfo)$/.test(path) ? 'activitypub' : 'discovery'
  if (path.endsWith('/feed.xml') || path.endsWith('/feed.json')) return 'feed'
  const owned = BY_FIRST_SEGMENT.get(first)
  if (owned) return owned
  if (RESERVED_TOP_LEVEL_PATHS.has(first)) return 'page'
  // A PMS's hub, or one of its articles (src/ground/paths.ts: `/<pms>/<article>`, `.md` for its markdown).
  if (firstEnd === -1 || firstEnd === path.length - 1) return 'page'
  const rest = path.slice(firstEnd + 1)
  if (rest.includes('/')) return 'other'
  if (rest.endsWith('.md')) return 'article_md'
  return preferredRepresentation(accept) === 'markdown' ? 'article_md' : 'article'
}
