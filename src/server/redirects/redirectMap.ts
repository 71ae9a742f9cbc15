/**
 * The redirects in this process's memory (docs/decisions/064-redirects.md): the router answers a read of an old
 * address with 301 from here, as fast as a page-cache hit, without Next or the database. The map is read whole at
 * start, and again whenever a committed change may alter it, heard as the page cache hears changes
 * (../pageCache/contentChanges.ts): a change to the redirects themselves, a change to a page that could go live at a
 * redirect's `from` (the map leaves out those a public page shadows), or one that touches everything. Reads never
 * overlap: changes heard during one are read by one more.
 */
import type http from 'node:http'

import { isSitePath, postIdAddressOf, redirectLookupOf } from '../../content/redirects/redirectPaths'
import type { RedirectRow } from '../../content/redirects/redirectReads'
import { EVERY, EVERYTHING, REDIRECTS, tagsOfPath } from '../../features/contentChanges/cacheTags'
import type { ContentChange } from '../../features/contentChanges/contentChange'
import { coalescedReload } from '../../ground/lib/coalescedReload'
import {
  type FeedList,
  listFeedOf,
  listFeedPath,
  listPagePath,
  markdownUrlTarget,
  pageRouteOf,
} from '../../ground/paths'

/** Browsers and caches may keep a 301 for an hour, as a CDN keeps our pages (src/server/pageCache/captureResponse.ts). */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'

const FAMILIES: ReadonlySet<string> = new Set(Object.values(EVERY))

/** The list with feeds whose page is at `path` (docs/decisions/071-feeds-per-list.md), or null for any other address. */
function listAt(path: string): FeedList | null {
  const route = pageRouteOf(path)
  switch (route?.kind) {
    case 'pms':
      return { kind: 'pms', slug: route.pmsSlug }
    case 'category':
    case 'tag':
    case 'author':
      return { kind: route.kind, slug: route.slug }
    default:
      return null
  }
}

export interface RedirectMap {
  /** Where a read of `url` (origin-form) has moved, as a `Location`, or null when it has not. */
  locationOf(url: string): string | null
  /** Answers a GET or HEAD of a moved address with 301; false, having sent nothing, for any other request. */
  answered(req: http.IncomingMessage, res: http.ServerResponse): boolean
  /**
   * A committed change was heard: the map's new reading when the change may alter it (resolved once read), else null.
   * The page cache hears such a change only once it resolves, so that it keeps no page rendered without the change.
   */
  changed(change: ContentChange): Promise<void> | null
  /** Reads every redirect again (at start, and when changes may have been missed); resolves once read. */
  reload(): Promise<void>
}

interface RedirectMapOptions {
  load(): Promise<RedirectRow[]>
  baseUrl: string
  log(line: string): void
}

export function createRedirectMap({ load, baseUrl, log }: RedirectMapOptions): RedirectMap {
  let targets = new Map<string, string>()
  /** The tags of the pages that could go live at a redirect's `from`: a change to one of them may end it. */
  let watched = new Set<string>()

  const apply = (rows: RedirectRow[]) => {
    targets = new Map(rows.map((row) => [row.from, row.to]))
    watched = new Set(
      rows.flatMap((row) => (pageRouteOf(row.from) ? tagsOfPath(row.from).filter((tag) => !FAMILIES.has(tag)) : [])),
    )
  }

  const reload = coalescedReload(
    async () => {
      apply(await load())
    },
    // The map read last stays; the listener's reconnection after an outage reads it again.
    (error) => log(`redirects: reading them failed (${error instanceof Error ? error.message : String(error)})`),
  )

  /** WordPress's `/?p={id}`: to the target itself, the query being the old address, not the reader's. */
  const locationOfPostId = (from: string): string | null => {
    const to = targets.get(from)
    if (to === undefined) return null
    return isSitePath(to) ? `${baseUrl}${to}` : to
  }

  /**
   * A list's feed follows its page (docs/decisions/075): `<old page>/feed.xml` goes to `<new page>/feed.xml` when the
   * page moved to another list's page, so a renamed PMS, tag, category or author keeps its subscribers.
   */
  const locationOfFeed = (pathname: string, rest: string): string | null => {
    const feed = listFeedOf(pathname)
    const to = feed ? targets.get(listPagePath(feed)) : undefined
    const list = to !== undefined && isSitePath(to) ? listAt(to) : null
    return feed && list ? `${baseUrl}${listFeedPath(list, feed.format)}${rest}` : null
  }

  const locationOf = (url: string): string | null => {
    const byId = postIdAddressOf(url)
    if (byId !== null) return locationOfPostId(byId)
    const query = url.indexOf('?')
    const pathname = query === -1 ? url : url.slice(0, query)
    const lookup = redirectLookupOf(pathname)
    const to = lookup ? targets.get(lookup.from) : undefined
    if (!lookup || to === undefined) return locationOfFeed(pathname, query === -1 ? '' : url.slice(query))
    if (!isSitePath(to)) return to
    // Only an article has a `.md` address; any other page's markdown is negotiated at its own address.
    const markdown = lookup.markdown && markdownUrlTarget(`${to}.md`) !== null ? '.md' : ''
    return `${baseUrl}${to}${markdown}${query === -1 ? '' : url.slice(query)}`
  }

  return {
    locationOf,
    answered(req, res) {
      if (targets.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false
      const location = locationOf(req.url ?? '/')
      if (location === null) return false
      res.writeHead(301, { Location: location, 'Cache-Control': REDIRECT_CACHE_CONTROL, 'Content-Length': '0' })
      res.end()
      return true
    },
    changed(change) {
      return change.tags.some((tag) => tag === EVERYTHING || tag === REDIRECTS || watched.has(tag)) ? reload() : null
    },
    reload,
  }
}
