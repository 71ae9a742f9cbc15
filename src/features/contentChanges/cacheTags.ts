/**
 * What a kept page depends on, as tags (docs/decisions/029-targeted-page-cache-invalidation.md). A kept entry carries
 * the tags of its URL; a committed change announces the tags it touches (./changeTags.ts); the page cache drops
 * exactly the entries that share one. `*` drops everything. Pure: the rules are read from the path alone, so every
 * process tags a URL alike.
 */
import {
  type FeedList,
  listFeedOf,
  markdownUrlTarget,
  pageRouteOf,
  type PageRoute,
  sitemapFileOf,
} from '../../ground/paths'

export const EVERYTHING = '*'
/** A public URL no rule below names: every change drops it, so a new document is never kept stale. */
export const UNMAPPED = 'unmapped'

/** Pages and documents that are the only one of their kind. */
export const ONE = {
  home: 'home',
  news: 'news',
  corrections: 'corrections',
  directory: 'directory',
  feed: 'feed',
  sitemap: 'sitemap',
  newsSitemap: 'news-sitemap',
  llmsTxt: 'llms',
  llmsFullTxt: 'llms-full',
  search: 'search',
  glossary: 'glossary',
  comparisons: 'comparisons',
} as const

/**
 * Not a page's: the redirects changed. The router's map of them (src/server/redirects/redirectMap.ts) reads them again;
 * the pages at the changed redirects' `from` are dropped by their own tags.
 */
export const REDIRECTS = 'redirects'

/** Not a page's: the agent policy changed (docs/decisions/079-agents-by-purpose.md); the router reads it again. */
export const AGENT_POLICY = 'agent-policy'

/** Families: every page of a kind, for changes that reach all of them. */
export const EVERY = { article: 'articles', hub: 'pmses', glossaryTerm: 'glossary-terms' } as const

/** One page of a kind, by the slugs in its path. */
export const TAG_OF = {
  article: (pmsSlug: string, articleSlug: string) => `article:${pmsSlug}/${articleSlug}`,
  hub: (pmsSlug: string) => `pms:${pmsSlug}`,
  category: (slug: string) => `category:${slug}`,
  tag: (slug: string) => `tag:${slug}`,
  author: (slug: string) => `author:${slug}`,
  comparison: (slug: string) => `comparison:${slug}`,
  glossaryTerm: (slug: string) => `glossary-term:${slug}`,
  /** The sitemap of one range of article ids (src/ground/paths.ts). */
  articleSitemap: (part: number) => `sitemap-articles:${part}`,
}

function tagsOfPage(route: PageRoute): string[] {
  switch (route.kind) {
    case 'home':
      return [ONE.home]
    case 'news':
      return [ONE.news]
    case 'corrections':
      return [ONE.corrections]
    case 'directory':
      return [ONE.directory]
    case 'pms':
      return [TAG_OF.hub(route.pmsSlug), EVERY.hub]
    case 'article':
      return [TAG_OF.article(route.pmsSlug, route.articleSlug), EVERY.article]
    case 'category':
      return [TAG_OF.category(route.slug)]
    case 'tag':
      return [TAG_OF.tag(route.slug)]
    case 'author':
      return [TAG_OF.author(route.slug)]
    case 'glossary':
      return [ONE.glossary]
    case 'glossary-term':
      return [TAG_OF.glossaryTerm(route.slug), EVERY.glossaryTerm]
    case 'comparisons':
      return [ONE.comparisons]
    case 'comparison':
      return [TAG_OF.comparison(route.slug)]
    case 'search':
      return [ONE.search]
    // Written in code, not content: only a restart (or `*`) changes them. (The newsletter page lists the PMSes one
    // may follow; a change to a PMS empties every cache, `*`.)
    case 'api-docs':
    case 'newsletter':
    case 'share':
      return []
  }
}

/** Documents beside the pages that show content, and those written in code. */
const DOCUMENTS: Array<[RegExp, string[]]> = [
  [/^\/feed(?:\.json)?$/, [ONE.feed]],
  // The index and the pages' sitemap; the articles' sitemaps are tagged by their range below.
  [/^\/(?:sitemap\.xml|sitemaps\/[^/]+)$/, [ONE.sitemap]],
  [/^\/sitemap-news\.xml$/, [ONE.newsSitemap]],
  [/^\/llms\.txt$/, [ONE.llmsTxt]],
  [/^\/llms-full\.txt$/, [ONE.llmsFullTxt]],
  [/^\/(?:robots\.txt|auth\.md|brand\/logo\.png|docs\/api\/openapi\.json|\.well-known\/.+)$/, []],
]

/**
 * A list's feeds (docs/decisions/071-feeds-per-list.md) go with its page: they show the same articles, and the list's
 * name (a PMS's, by its family too: a PMS's change empties everything anyway).
 */
const tagOfList = (list: FeedList): string =>
  list.kind === 'pms'
    ? TAG_OF.hub(list.slug)
    : list.kind === 'category'
      ? TAG_OF.category(list.slug)
      : list.kind === 'tag'
        ? TAG_OF.tag(list.slug)
        : TAG_OF.author(list.slug)

/** The tags of a public page or document at `pathname` (no query: every page of a paginated list shares them). */
export function tagsOfPath(pathname: string): string[] {
  const route = pageRouteOf(markdownUrlTarget(pathname) ?? pathname)
  if (route) return tagsOfPage(route)
  const listFeed = listFeedOf(pathname)
  if (listFeed) return [tagOfList(listFeed)]
  const sitemap = pathname.startsWith('/sitemaps/') ? sitemapFileOf(pathname.slice('/sitemaps/'.length)) : null
  if (sitemap?.kind === 'articles') return [TAG_OF.articleSitemap(sitemap.part)]
  return DOCUMENTS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [UNMAPPED]
}
