/**
 * A request's read counted (./readTally.ts): the page or document read, whether markdown was asked for, who read
 * (./readers.ts) and which other site linked here. What is taken from the request is reduced to these words at once;
 * the request's address and User-Agent are never kept (the address only tells the tally whether a second network has
 * sent a User-Agent family: ./agentNames.ts). A machine's read of a site whose robots.txt asks its purpose away is
 * counted as ignoring robots.txt, and a request the policy refused as refused (./purposePolicy.ts). Where an operator
 * turned crawler checks on, a crawler that names a search engine counts as verified only from its operator's network
 * (src/ground/http/crawlerIdentity.ts), and as claimed otherwise.
 */
import type { IncomingMessage } from 'node:http'

import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
import type { CrawlerIdentity } from '../../ground/http/crawlerIdentity'
import { preferredRepresentation } from '../../ground/http/negotiate'
import { isFeedPath } from './readFormats'
import { ALLOW_ALL, asksAway, type PurposePolicy } from './purposePolicy'
import { type Reader, readerOf } from './readers'
import type { ReadTally } from './readTally'

/** The host of the referring page, lower case; empty for none, for our own pages, and for what is not a URL. */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer) return ''
  const host = /^https?:\/\/([^/?#@:]+)/i.exec(referer)?.[1]?.toLowerCase()
  return !host || host === ownHost ? '' : host.slice(0, 100)
}

export interface ReadCounter {
  /** Counts a successful public read; `verifiedAgent`: the host a Web Bot Auth signature proved, if one did. */
  count(req: IncomingMessage, verifiedAgent?: string | null): void
  /** Counts a request the agent policy refused (src/server/agentPolicy.ts), by the reader it refused. */
  countRefused(req: IncomingMessage, reader: Reader): void
}

const pathnameOf = (url: string) => {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

export interface ReadCounterOptions {
  /** The agent policy now, whose robots.txt groups say which purposes are asked away. */
  policy?: () => PurposePolicy
  /** Crawler checks (CRAWLER_VERIFICATION); undefined: every crawler's name counts as claimed. */
  crawlers?: CrawlerIdentity
}

export function createReadCounter(
  tally: ReadTally,
  baseUrl: string,
  { policy = () => ALLOW_ALL, crawlers }: ReadCounterOptions = {},
): ReadCounter {
  const ownHost = new URL(baseUrl).hostname.toLowerCase()
  /** A claimed crawler its operator's network proved: the same reader, verified. */
  const proved = (reader: Reader, clientAddress: string): Reader =>
    crawlers &&
    reader.kind === 'declared-agent' &&
    reader.listed &&
    crawlers.checks(reader.name) &&
    crawlers.verdictOf(reader.name, clientAddress) === 'verified'
      ? { ...reader, kind: 'verified-agent' }
      : reader
  return {
    count(req, verifiedAgent = null) {
      const pathname = pathnameOf(req.url ?? '/')
      const clientAddress = String(req.headers[CLIENT_IP_HEADER] ?? 'unknown')
      const reader = proved(readerOf(req.headers['user-agent'], verifiedAgent, isFeedPath(pathname)), clientAddress)
      tally.count(
        pathname,
        preferredRepresentation(req.headers.accept) === 'markdown',
        reader,
        referrerHost(req.headers.referer, ownHost),
        clientAddress,
        reader.listed && asksAway(policy(), reader.purpose),
      )
    },
    countRefused(req, reader) {
      tally.countRefused(
        pathnameOf(req.url ?? '/'),
        preferredRepresentation(req.headers.accept) === 'markdown',
        reader,
        String(req.headers[CLIENT_IP_HEADER] ?? 'unknown'),
      )
    },
  }
}
