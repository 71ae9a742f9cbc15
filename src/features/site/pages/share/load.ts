/**
 * The data of "Share on Mastodon" (`/share?url=…&title=…&server=…`, docs/decisions/081-fediverse-handles.md): which
 * page of ours is shared, the server the reader named, and that server's own share form prefilled with the title and
 * address. Only our own pages are shared, so the page cannot be made to prefill someone else's text.
 */
import { absolute, shareOnMastodonIndexPath } from '../../../../ground/paths'
import { singleParam } from '../../singleParam'
import type { SearchParams } from '../../sitePage'

export interface SharePage {
  url: string
  /** The page of ours being shared, or null when the address names none. */
  shared: { url: string; title: string } | null
  /** What the reader typed as their server, as they typed it, to show it again. */
  server: string
  /** Their server's share form, prefilled; null until they named a server. */
  target: { host: string; url: string } | null
  /** Why the server they typed is not one, in words. */
  problem: string | null
}

/** A DNS name as a Mastodon server's address is: labels of letters, digits and hyphens, a dot between each. */
const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

/**
 * `mastodon.social`, `https://mastodon.social/`, `@me@mastodon.social` and `me@mastodon.social` all name the server
 * `mastodon.social`: people paste their handle or their server's address as often as its name.
 */
export function serverHostOf(typed: string): string | null {
  const text = typed.trim().toLowerCase()
  const host = text
    .replace(/^https?:\/\//, '')
    .replace(/^@?[^@/\s]+@/, '')
    .replace(/\/.*$/, '')
  return HOST.test(host) ? host : null
}

export function loadSharePage(search: SearchParams, baseUrl: string): SharePage {
  const sharedUrl = singleParam(search.url, 2000)
  const title = singleParam(search.title, 300) ?? ''
  const shared = sharedUrl?.startsWith(`${baseUrl}/`) ? { url: sharedUrl, title } : null
  const server = singleParam(search.server, 300) ?? ''
  const host = server ? serverHostOf(server) : null
  const text = shared ? `${shared.title} ${shared.url}`.trim() : ''
  return {
    url: absolute(baseUrl, shareOnMastodonIndexPath),
    shared,
    server,
    target: shared && host ? { host, url: `https://${host}/share?text=${encodeURIComponent(text)}` } : null,
    problem:
      shared && server && !host
        ? `"${server}" is not a server's address: write your server's name, such as mastodon.social.`
        : null,
  }
}
