/**
 * The head of a public page, as plain data: what `metadata.ts` of each page returns and `HeadTags` renders. Our own
 * shape rather than Next's `Metadata`, since the router renders the pages in production without Next
 * (docs/decisions/031) and only these fields are ever set.
 */
import type { ListFeeds } from './listFeeds'

export const SITE_NAME = 'PMS News'
/** The description of a page that gives none of its own. */
export const SITE_DESCRIPTION = 'News about hotel property management systems, for people and for software.'

export interface OpenGraph {
  type: 'article' | 'website'
  url: string
  title: string
  description?: string
  siteName: string
  publishedTime?: string
  modifiedTime?: string
  authors?: string[]
  section?: string
  images?: { url: string; width?: number; height?: number; alt?: string }[]
}

export interface PageHead {
  /** Shown as "<title> · PMS News", unless `absolute`. */
  title: string | { absolute: string }
  description?: string
  /** A path or URL; rendered absolute, as search engines want it. */
  canonical?: string
  /** The page's markdown at its own URL (an article's `.md`). */
  markdownAlternate?: string
  /** The page's ActivityPub object (an article's, docs/decisions/044-federation.md), linked as `rel=alternate`. */
  activityAlternate?: string
  /** The feeds of the list the page shows (./listFeeds.ts), announced beside the site's. */
  feeds?: ListFeeds
  /** Whether other sites may embed it as a card (docs/decisions/074-oembed.md): its head links `/oembed` for it. */
  embeddable?: boolean
  robots?: { index: boolean; follow?: boolean }
  /** For pages whose address holds a token or a signature. */
  referrer?: 'no-referrer'
  openGraph?: OpenGraph
  /** The authors' fediverse handles (`@user@host`), for Mastodon's author attribution (`fediverse:creator`). */
  fediverseCreators?: string[]
  /** The AT-URI of the page's standard.site document record (docs/decisions/084-bluesky-standard-site.md). */
  standardSiteDocument?: string
}

export const NOT_FOUND_HEAD: PageHead = { title: 'Page not found', robots: { index: false } }
export const GONE_HEAD: PageHead = { title: 'Page withdrawn', robots: { index: false } }

export const documentTitle = (title: PageHead['title']) =>
  typeof title === 'string' ? `${title} · ${SITE_NAME}` : title.absolute
