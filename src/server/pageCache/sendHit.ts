/**
 * A page cache hit on the wire: the stored answer, gzip when the client takes it, or 304 when its ETag matches. The
 * head of each is built once per stored entry, as one list of names and values that `writeHead` writes as it is
 * when nothing was set on the response before; headers set one by one and then merged with a stored set would be
 * the largest part of a hit's own cost (docs/performance.md). Only `Age` changes per hit: it is the last value of each
 * list, written in place just before `writeHead`, which reads the list at once and keeps none of it (copying a list of
 * some forty strings per hit is a measurable part of what is left).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { CachedResponse } from './responseCache'

interface Representation {
  etag: string | undefined
  body: Buffer
  /** The head of a 200 (or a kept 404): the stored headers with this representation's validator and length; `Age` last. */
  fields: string[]
  /**
   * The head of a 304: what a 200 would carry that matters to a cache holding the page, and the site's own headers;
   * `Age` last.
   */
  notModified: string[]
}

interface Heads {
  identity: Representation
  gzip: Representation | null
}

const heads = new WeakMap<CachedResponse, Heads>()

const acceptsGzip = (header: string | undefined) =>
  header !== undefined && /\bgzip\b/i.test(header) && !/\bgzip\s*;\s*q=0(?:\.0{0,3})?\s*(?:[,;]|$)/i.test(header)

/**
 * Headers a page may set over the site's own (an article's AI-use choice): a 304 repeats the stored page's, since a
 * cache updates its stored headers from a 304 (RFC 9111 §4.3.4) and would otherwise take the site's for the page's.
 */
const PAGE_OWN = new Set(['content-signal', 'content-usage', 'tdm-reservation'])

function pageOwnFirst(siteHeaders: readonly string[], stored: Record<string, string>): string[] {
  const fields: string[] = []
  for (let i = 0; i < siteHeaders.length; i += 2) {
    const name = siteHeaders[i]!
    fields.push(name, PAGE_OWN.has(name) ? (stored[name] ?? siteHeaders[i + 1]!) : siteHeaders[i + 1]!)
  }
  return fields
}

function headsOf(entry: CachedResponse, siteHeaders: readonly string[]): Heads {
  const kept = heads.get(entry)
  if (kept) return kept
  const { etag: storedEtag, ...stored } = entry.headers
  const storedFields = Object.entries(stored).flat()
  const siteFields = pageOwnFirst(siteHeaders, stored)
  const representation = (body: Buffer, etag: string | undefined, encoding: string[]): Representation => {
    const validator = etag ? ['etag', etag] : []
    return {
      etag,
      body,
      fields: [
        ...storedFields,
        ...validator,
        ...encoding,
        'content-length',
        String(body.length),
        'x-cache',
        'HIT',
        'age',
        '0',
      ],
      notModified: [
        ...siteFields,
        ...validator,
        'cache-control',
        stored['cache-control'] ?? '',
        'vary',
        stored.vary ?? '',
        'x-cache',
        'HIT',
        'age',
        '0',
      ],
    }
  }
  const built: Heads = {
    identity: representation(entry.body, storedEtag, []),
    // The compressed copy is another representation, so it has its own validator.
    gzip:
      entry.gzipped && representation(entry.gzipped, storedEtag?.replace(/"$/, '-gz"'), ['content-encoding', 'gzip']),
  }
  heads.set(entry, built)
  return built
}

/**
 * Sends `entry`; `siteHeaders` are the names and values every answer of the site carries (the security headers),
 * which the stored 200 holds already and a 304 gets from here.
 */
export function sendHit(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  now: number,
  siteHeaders: readonly string[],
): void {
  const { identity, gzip } = headsOf(entry, siteHeaders)
  const chosen = gzip && acceptsGzip(req.headers['accept-encoding']) ? gzip : identity
  const age = String(Math.floor((now - entry.storedAt) / 1000))
  const ifNoneMatch = req.headers['if-none-match']
  // Preconditions apply only where the answer would be a 2xx (RFC 9110 §13.2.1).
  if (
    ifNoneMatch &&
    chosen.etag &&
    entry.status === 200 &&
    ifNoneMatch.split(',').some((tag) => tag.trim() === chosen.etag)
  ) {
    res.writeHead(304, withAge(chosen.notModified, age))
    res.end()
    return
  }
  res.writeHead(entry.status, withAge(chosen.fields, age))
  res.end(req.method === 'HEAD' ? undefined : chosen.body)
}

function withAge(fields: string[], age: string): string[] {
  fields[fields.length - 1] = age
  return fields
}
