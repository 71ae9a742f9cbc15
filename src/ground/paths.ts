/**
 * The site's addresses, in one place: every public URL builder, which path is which page, and the top-level paths
 * the service owns. The proxy, the page cache's key, the PMS slug check, the MCP tools and REST ingestion all read
 * them here, so a new page is added once. Pure: the proxy imports it, so nothing here may reach the database.
 */
export const homePath = '/'
export const articlePath = (pmsSlug: string, articleSlug: string) => `/${pmsSlug}/${articleSlug}`
export const articleMarkdownPath = (pmsSlug: string, articleSlug: string) => `${articlePath(pmsSlug, articleSlug)}.md`
export const pmsPath = (pmsSlug: string) => `/${pmsSlug}`
export const authorPath = (slug: string) => `/authors/${slug}`
export const categoryPath = (slug: string) => `/categories/${slug}`
export const tagPath = (slug: string) => `/tags/${slug}`
export const glossaryIndexPath = '/glossary'
export const glossaryPath = (slug: string) => `${glossaryIndexPath}/${slug}`
export const newsIndexPath = '/news'
/** Every correction and update of a public article, newest first (docs/decisions/073-corrections.md). */
export const correctionsPath = '/corrections'
/** oEmbed for our own pages (docs/decisions/074-oembed.md): `?url=` one of them, `&format=json`. */
export const oembedPath = '/oembed'
/** The oEmbed answer for a page of ours at `pageUrl` (absolute), as its head links it. */
export const oembedUrlOf = (pageUrl: string) => `${oembedPath}?url=${encodeURIComponent(pageUrl)}&format=json`
export const directoryPath = '/directory'
export const comparisonIndexPath = '/compare'
export const comparisonPath = (slug: string) => `${comparisonIndexPath}/${slug}`
export const apiDocsPath = '/docs/api'
export const openApiPath = `${apiDocsPath}/openapi.json`
export const llmsTxtPath = '/llms.txt'
/** The newest articles whole, within a byte budget (src/features/discovery/llmsFullTxt.ts). */
export const llmsFullTxtPath = '/llms-full.txt'
export const brandLogoPath = '/brand/logo.png'
/** The header image of our actors on the social web (src/features/site/brandLogo.ts). */
export const brandHeaderPath = '/brand/header.png'
/** The RSS 2.0 feed and the JSON Feed of the latest articles (src/features/discovery/rssFeed.ts, jsonFeed.ts). */
export const rssFeedPath = '/feed'
export const jsonFeedPath = '/feed.json'

/** A list's feeds, `<its page>/feed.xml` and `/feed.json`: no slug has a dot (docs/decisions/071-feeds-per-list.md). */
export type FeedList = { kind: 'pms' | 'category' | 'tag' | 'author'; slug: string }
export type ListFeed = FeedList & { format: 'rss' | 'json' }
const LIST_PATHS = { pms: pmsPath, category: categoryPath, tag: tagPath, author: authorPath }
export const listPagePath = (list: FeedList) => LIST_PATHS[list.kind](list.slug)
export const listFeedPath = (list: FeedList, format: ListFeed['format']) =>
  `${listPagePath(list)}/feed.${format === 'rss' ? 'xml' : 'json'}`
const LIST_FEED = /^\/(?:(categories|tags|authors)\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\/feed\.(xml|json)$/
const LIST_KINDS = { categories: 'category', tags: 'tag', authors: 'author' } as const
/** Which list's feed a path is, or null (a reserved first segment is no PMS's). */
export function listFeedOf(pathname: string): ListFeed | null {
  const [, section, slug, extension] = LIST_FEED.exec(pathname) ?? []
  if (!slug || (!section && RESERVED_TOP_LEVEL_PATHS.has(slug))) return null
  const kind = section ? LIST_KINDS[section as keyof typeof LIST_KINDS] : 'pms'
  return { kind, slug, format: extension === 'xml' ? 'rss' : 'json' }
}
export const sitemapPath = '/sitemap.xml'
/** The Google News sitemap: the articles of the last 48 hours (src/features/discovery/newsSitemap.ts). */
export const newsSitemapPath = '/sitemap-news.xml'
/** Behind a sitemap index: the sitemap of every page that is not an article (docs/decisions/033). */
export const pagesSitemapPath = '/sitemaps/pages.xml'
/**
 * Behind a sitemap index, the articles go in sitemaps by id: sitemap `n` holds the public articles with ids from
 * `(n - 1) * ARTICLE_IDS_PER_SITEMAP + 1` to `n * ARTICLE_IDS_PER_SITEMAP`, so a change to an article touches only
 * its own sitemap (and the index's `lastmod` of it), never the others' contents (docs/decisions/033).
 */
export const ARTICLE_IDS_PER_SITEMAP = 2_000
export const articleSitemapOf = (articleId: number) => Math.floor((articleId - 1) / ARTICLE_IDS_PER_SITEMAP) + 1
export const articleSitemapPath = (part: number) => `/sitemaps/articles-${part}.xml`
/** The largest id an article can have (PostgreSQL's `integer`). */
export const MAX_ARTICLE_ID = 2_147_483_647
/** The sitemap holding the largest possible article id; a higher number names no range. */
const LAST_ARTICLE_SITEMAP = articleSitemapOf(MAX_ARTICLE_ID)

export type SitemapFile = { kind: 'pages' } | { kind: 'articles'; part: number }

/** Which sitemap a file name under `/sitemaps/` is (`pages.xml`, `articles-{n}.xml`), or null. */
export function sitemapFileOf(file: string): SitemapFile | null {
  if (`/sitemaps/${file}` === pagesSitemapPath) return { kind: 'pages' }
  const part = /^articles-([1-9]\d{0,6})\.xml$/.exec(file)
  return part && Number(part[1]) <= LAST_ARTICLE_SITEMAP ? { kind: 'articles', part: Number(part[1]) } : null
}
export const apiCatalogPath = '/.well-known/api-catalog'
/** The MCP server card where scanners look (SEP-2127); the card also sits beside the endpoint, at `/mcp/server-card`. */
export const wellKnownServerCardPath = '/.well-known/mcp/server-card.json'
/** The editorial MCP server (OAuth grants a person approved), and the public news server for readers' agents. */
export const mcpPath = '/mcp'
export const newsMcpPath = '/mcp/news'
export const subscribePath = '/subscribe'
/** The pages a newsletter mail links to, with its token. */
export const subscribeConfirmPath = `${subscribePath}/confirm`
export const unsubscribePath = `${subscribePath}/unsubscribe`
export const preferencesPath = `${subscribePath}/preferences`
/** A link with a subscriber's token (confirmation, unsubscribe, preferences): only in mails to that subscriber. */
export const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`
export const searchIndexPath = '/search'
/**
 * Our "Share on Mastodon" page (docs/decisions/081-fediverse-handles.md): it asks the reader for their server and
 * links to that server's own share form; no third-party service stands between.
 */
export const shareOnMastodonIndexPath = '/share'
/** The share page for one of our pages: its address and title, which the reader's server prefills. */
export const shareOnMastodonPath = (url: string, title: string) =>
  `${shareOnMastodonIndexPath}?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`
/**
 * The filters a search may be narrowed by, as slugs, in the order the search form writes them after `q`
 * (docs/decisions/075-search-filters-and-moved-lists.md): the page cache keeps a search only in that order.
 */
export const SEARCH_FILTERS = ['tag', 'pms', 'category'] as const
export type SearchFilterSlugs = Partial<Record<(typeof SEARCH_FILTERS)[number], string>>
/**
 * `?q=` with spaces as `+`, as the search form itself sends them, then the filters given, then `page` past the first;
 * without words, no `q` (and without filters either, the search page itself).
 */
export function searchPath(query: string, page = 1, filters: SearchFilterSlugs = {}): string {
  const given = SEARCH_FILTERS.filter((name) => filters[name])
  if (!query && given.length === 0) return searchIndexPath
  const parts = [
    ...(query ? [`q=${encodeURIComponent(query).replace(/%20/g, '+')}`] : []),
    ...given.map((name) => `${name}=${encodeURIComponent(filters[name]!)}`),
    ...(page > 1 ? [`page=${page}`] : []),
  ]
  return `${searchIndexPath}?${parts.join('&')}`
}
/** A signed preview of an article's latest version (src/features/preview/); only valid with its `exp` and `sig`. */
export const articlePreviewPath = (id: number | string) => `/preview/articles/${id}`

/**
 * The social web's addresses (src/features/federation/, docs/decisions/044-federation.md): Fedify's templates, where
 * `{identifier}` is an actor (`news`, the site; or a PMS's slug), and the addresses of what publishing sends.
 */
export const activityPubTemplates = {
  actor: '/ap/actors/{identifier}',
  inbox: '/ap/actors/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/actors/{identifier}/outbox',
  followers: '/ap/actors/{identifier}/followers',
  nodeInfo: '/nodeinfo/2.1',
} as const
/** The site's own actor on the social web; a PMS profile with this slug has no actor of its own (the site comes first). */
export const SITE_ACTOR = 'news'

/** The actor that speaks for a PMS's news, if it has one. */
export const pmsActorOf = (pmsSlug: string): string | null => (pmsSlug === SITE_ACTOR ? null : pmsSlug)

/**
 * An actor's handle as people write it on the social web, `@news@pms.example`: its identifier at the site's host,
 * which WebFinger answers (docs/decisions/081-fediverse-handles.md).
 */
export const fediverseHandleOf = (identifier: string, baseUrl: string) => `@${identifier}@${new URL(baseUrl).host}`
export const activityPubActorPath = (identifier: string) => `/ap/actors/${identifier}`
export const activityPubFollowersPath = (identifier: string) => `/ap/actors/${identifier}/followers`
export const activityPubOutboxPath = (identifier: string) => `/ap/actors/${identifier}/outbox`
const ACTIVITY_PUB_OUTBOX = /^\/ap\/actors\/([a-z0-9-]{1,200})\/outbox$/
/** The actor whose outbox a path names (its identifier, not yet known to be an actor), or null. */
export const actorOfActivityPubOutboxPath = (pathname: string): string | null =>
  ACTIVITY_PUB_OUTBOX.exec(pathname)?.[1] ?? null
/** An article as an ActivityPub object: its id, which stays when its slug or PMS changes. */
export const activityPubArticlePath = (articleId: number) => `/ap/articles/${articleId}`
export const activityPubActivityPath = (id: string) => `/ap/activities/${id}`
/** A quote post's authorization we gave (FEP-044f `QuoteAuthorization`): its id is a UUID. */
export const activityPubQuoteAuthorizationPath = (id: string) => `/ap/quote-authorizations/${id}`
/** The authorization id a path names, or null. */
export const quoteAuthorizationOfPath = (pathname: string): string | null =>
  /^\/ap\/quote-authorizations\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(pathname)?.[1] ??
  null
/** Whether a path names an activity publishing sent (its id is a UUID). */
export const isActivityPubActivityPath = (pathname: string) => /^\/ap\/activities\/[0-9a-f-]{36}$/.test(pathname)
const ACTIVITY_PUB_ARTICLE = /^\/ap\/articles\/([1-9]\d{0,9})$/
/** The article id an object address names, or null. */
export function articleIdOfActivityPubPath(pathname: string): number | null {
  const id = Number(ACTIVITY_PUB_ARTICLE.exec(pathname)?.[1])
  return Number.isSafeInteger(id) && id <= MAX_ARTICLE_ID ? id : null
}

/** Page `page` of a paginated list at `url`: the first is the list's own address. */
export const listPageUrl = (url: string, page: number) => (page > 1 ? `${url}?page=${page}` : url)

export const absolute = (baseUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${baseUrl}${pathOrUrl}`

const MARKDOWN_ROUTE = '/md'
const NEWSLETTER_ACTION_ROUTE = '/subscribe/actions'

/** The internal route that answers pages as markdown. */
export const markdownRoutePath = (pagePath: string) => `${MARKDOWN_ROUTE}${pagePath}`

/** Only src/proxy.ts's rewrites may reach these routes; a request from outside is refused. */
export const isInternalRoute = (pathname: string) =>
  [MARKDOWN_ROUTE, NEWSLETTER_ACTION_ROUTE].some((route) => pathname === route || pathname.startsWith(`${route}/`))

/**
 * The newsletter's addresses answer GET with a page and POST with an action (RFC 8058 wants the one-click POST at
 * the very URL a GET shows as a page); Next cannot have a page and a route handler at one path, so src/proxy.ts
 * sends their POSTs to the action routes under /subscribe/actions. They are the only public pages that take a POST
 * (src/server/allowedMethods.ts).
 */
export const NEWSLETTER_ACTIONS: Readonly<Record<string, string>> = {
  [subscribePath]: `${NEWSLETTER_ACTION_ROUTE}/subscribe`,
  [subscribeConfirmPath]: `${NEWSLETTER_ACTION_ROUTE}/confirm`,
  [unsubscribePath]: `${NEWSLETTER_ACTION_ROUTE}/unsubscribe`,
  [preferencesPath]: `${NEWSLETTER_ACTION_ROUTE}/preferences`,
}

/**
 * PMS hubs live at `/{pmsSlug}`, so a PMS slug may never take a first segment the service owns (DESIGN.md §3): a
 * section of the site, an API, an internal route.
 */
export const RESERVED_TOP_LEVEL_PATHS: ReadonlySet<string> = new Set([
  'cockpit',
  'cms-api',
  'api',
  'mcp',
  'oauth',
  'news',
  'corrections',
  'oembed',
  'directory',
  'brand',
  'glossary',
  'compare',
  'search',
  'feed',
  'sitemaps',
  'docs',
  'up',
  // Readiness (src/features/ops/readiness.ts).
  'ready',
  // Prometheus' scrape (docs/decisions/078-metrics-and-traces.md).
  'metrics',
  // The social web's actors, objects and inboxes, and NodeInfo (docs/decisions/044-federation.md).
  'ap',
  'nodeinfo',
  'categories',
  'authors',
  'tags',
  'subscribe',
  // "Share on Mastodon" (docs/decisions/081-fediverse-handles.md).
  'share',
  '_next',
  'well-known',
  'media',
  // The internal route that renders pages as markdown (MARKDOWN_ROUTE).
  'md',
  // Signed previews of drafts (docs/decisions/018-draft-preview.md).
  'preview',
])

/** The public pages that have a markdown form, with the slugs their path carries (named as Next's route segments). */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'news' }
  | { kind: 'corrections' }
  | { kind: 'directory' }
  | { kind: 'pms'; pmsSlug: string }
  | { kind: 'article'; pmsSlug: string; articleSlug: string }
  | { kind: 'glossary' }
  | { kind: 'glossary-term'; slug: string }
  | { kind: 'comparisons' }
  | { kind: 'comparison'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'tag'; slug: string }
  | { kind: 'author'; slug: string }
  | { kind: 'api-docs' }
  | { kind: 'search' }
  | { kind: 'newsletter' }
  | { kind: 'share' }

const FIXED_PAGES: Record<string, PageRoute> = {
  [homePath]: { kind: 'home' },
  [newsIndexPath]: { kind: 'news' },
  [correctionsPath]: { kind: 'corrections' },
  [directoryPath]: { kind: 'directory' },
  [glossaryIndexPath]: { kind: 'glossary' },
  [comparisonIndexPath]: { kind: 'comparisons' },
  [apiDocsPath]: { kind: 'api-docs' },
  [searchIndexPath]: { kind: 'search' },
  [subscribePath]: { kind: 'newsletter' },
  [shareOnMastodonIndexPath]: { kind: 'share' },
}

/** Pages under a reserved first segment: `/glossary/{slug}` and the like. */
const SECTION_PAGES: Record<string, (slug: string) => PageRoute> = {
  glossary: (slug) => ({ kind: 'glossary-term', slug }),
  compare: (slug) => ({ kind: 'comparison', slug }),
  categories: (slug) => ({ kind: 'category', slug }),
  tags: (slug) => ({ kind: 'tag', slug }),
  authors: (slug) => ({ kind: 'author', slug }),
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Which page a path is: the proxy honours `Accept: text/markdown` only there, and the markdown route renders it. */
export function pageRouteOf(pathname: string): PageRoute | null {
  if (Object.hasOwn(FIXED_PAGES, pathname)) return { ...FIXED_PAGES[pathname]! }
  const segments = pathname.split('/').slice(1)
  // Own keys only: `/constructor/x` must not find Object's constructor as a section.
  const section =
    segments.length === 2 && Object.hasOwn(SECTION_PAGES, segments[0]!) ? SECTION_PAGES[segments[0]!] : undefined
  if (section) return SEGMENT.test(segments[1]!) ? section(segments[1]!) : null
  if (!segments.every((segment) => SEGMENT.test(segment)) || RESERVED_TOP_LEVEL_PATHS.has(segments[0]!)) return null
  if (segments.length === 1) return { kind: 'pms', pmsSlug: segments[0]! }
  if (segments.length === 2) return { kind: 'article', pmsSlug: segments[0]!, articleSlug: segments[1]! }
  return null
}

/** `/{pmsSlug}/{articleSlug}.md`, the article's permanent markdown URL, as the path of its page. */
export function markdownUrlTarget(pathname: string): string | null {
  if (!pathname.endsWith('.md')) return null
  const page = pathname.slice(0, -'.md'.length)
  return pageRouteOf(page)?.kind === 'article' ? page : null
}
