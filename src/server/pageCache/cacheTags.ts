/**
 * What a kept page depends on, as tags (docs/decisions/029-targeted-page-cache-invalidation.md). A kept entry carries
 * the tags of its URL; a committed change announces the tags it touches (./changeTags.ts); the page cache drops
 * exactly the entries that share one. `*` drops everything. Pure: the rules are read from the path alone, so every
 * process tags a URL alike.
 */
import { markdownUrlTarget, pageRouteOf, type PageRoute } from '../../site/paths'

export const EVERYTHING = '*'
/** Single pages and documents. */
export const HOME = 'home'
export const FEED = 'feed'
export const SITEMAP = 'sitemap'
export const LLMS_TXT = 'llms'
export const SEARCH = 'search'
export const GLOSSARY = 'glossary'
export const COMPARISONS = 'comparisons'
/** Families: every page of a kind, for changes that reach all of them. */
export const EVERY_ARTICLE = 'articles'
export const EVERY_HUB = 'pmses'
export const EVERY_TERM = 'glossary-terms'
/** A public URL no rule below names: every change drops it, so a new document is never kept stale. */
export const UNMAPPED = 'unmapped'

export const articleTag = (pmsSlug: string, articleSlug: string) => `article:${pmsSlug}/${articleSlug}`
export const hubTag = (pmsSlug: string) => `pms:${pmsSlug}`
export const categoryTag = (slug: string) => `category:${slug}`
export const authorTag = (slug: string) => `author:${slug}`
export const comparisonTag = (slug: string) => `comparison:${slug}`
export const glossaryTermTag = (slug: string) => `glossary-term:${slug}`

function tagsOfPage(route: PageRoute): string[] {
  switch (route.kind) {
    case 'home':
      return [HOME]
    case 'pms':
      return [hubTag(route.pmsSlug), EVERY_HUB]
    case 'article':
      return [articleTag(route.pmsSlug, route.articleSlug), EVERY_ARTICLE]
    case 'category':
      return [categoryTag(route.slug)]
    case 'author':
      return [authorTag(route.slug)]
    case 'glossary':
      return [GLOSSARY]
    case 'glossary-term':
      return [glossaryTermTag(route.slug), EVERY_TERM]
    case 'comparisons':
      return [COMPARISONS]
    case 'comparison':
      return [comparisonTag(route.slug)]
    case 'search':
      return [SEARCH]
    // Written in code, not content: only a restart (or `*`) changes them.
    case 'api-docs':
    case 'newsletter':
      return []
  }
}

/** Documents beside the pages that show content, and those written in code. */
const DOCUMENTS: Array<[RegExp, string[]]> = [
  [/^\/feed$/, [FEED]],
  [/^\/(?:sitemap\.xml|sitemaps\/[^/]+)$/, [SITEMAP]],
  [/^\/llms\.txt$/, [LLMS_TXT]],
  [/^\/(?:robots\.txt|auth\.md|docs\/api\/openapi\.json|\.well-known\/.+)$/, []],
]

/** The tags of a public page or document at `pathname` (no query: every page of a paginated list shares them). */
export function tagsOfPath(pathname: string): string[] {
  const route = pageRouteOf(markdownUrlTarget(pathname) ?? pathname)
  if (route) return tagsOfPage(route)
  return DOCUMENTS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [UNMAPPED]
}
