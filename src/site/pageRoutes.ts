/**
 * Which public page a path is, for the pages that have a markdown form. The proxy uses it to decide whether
 * `Accept: text/markdown` can be honoured, and the markdown route to pick the loader and renderer.
 */
import { RESERVED_TOP_LEVEL_PATHS } from '../collections/Pmses/reservedSlugs'

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'pms'; pmsSlug: string }
  | { kind: 'article'; pmsSlug: string; articleSlug: string }
  | { kind: 'glossary' }
  | { kind: 'glossary-term'; slug: string }
  | { kind: 'comparisons' }
  | { kind: 'comparison'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'author'; slug: string }
  | { kind: 'api-docs' }
  | { kind: 'search' }
  | { kind: 'newsletter' }

/** Pages under a reserved first segment: `/glossary/{slug}` and the like. */
const SECTION_PAGES: Record<string, (slug: string) => PageRoute> = {
  glossary: (slug) => ({ kind: 'glossary-term', slug }),
  compare: (slug) => ({ kind: 'comparison', slug }),
  categories: (slug) => ({ kind: 'category', slug }),
  authors: (slug) => ({ kind: 'author', slug }),
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function pageRouteOf(pathname: string): PageRoute | null {
  if (pathname === '/') return { kind: 'home' }
  if (pathname === '/glossary') return { kind: 'glossary' }
  if (pathname === '/compare') return { kind: 'comparisons' }
  if (pathname === '/docs/api') return { kind: 'api-docs' }
  if (pathname === '/search') return { kind: 'search' }
  if (pathname === '/subscribe') return { kind: 'newsletter' }
  const segments = pathname.split('/').slice(1)
  const section = segments.length === 2 ? SECTION_PAGES[segments[0]!] : undefined
  if (section) return SEGMENT.test(segments[1]!) ? section(segments[1]!) : null
  if (segments.length === 1 && SEGMENT.test(segments[0]!) && !RESERVED_TOP_LEVEL_PATHS.has(segments[0]!)) {
    return { kind: 'pms', pmsSlug: segments[0]! }
  }
  if (segments.length === 2 && segments.every((segment) => SEGMENT.test(segment)) && !RESERVED_TOP_LEVEL_PATHS.has(segments[0]!)) {
    return { kind: 'article', pmsSlug: segments[0]!, articleSlug: segments[1]! }
  }
  return null
}

/** `/{pmsSlug}/{articleSlug}.md`, the article's permanent markdown URL, as the path of its page. */
export function markdownUrlTarget(pathname: string): string | null {
  if (!pathname.endsWith('.md')) return null
  const page = pathname.slice(0, -'.md'.length)
  return pageRouteOf(page)?.kind === 'article' ? page : null
}
