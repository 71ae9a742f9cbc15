/**
 * A request's read counted (./readTally.ts): the page or document read, whether markdown was asked for, who read
 * (./readers.ts) and which other site linked here. What is taken from the request is reduced to these words at once;
 * the request's address and User-Agent are never kept (the address only tells the tally whether a second network has
 * sent a User-Agent family: ./agentNames.ts). A machine's read of a site whose robots.txt asks its purpose away is
 * counted as ignoring robots.txt, and a request the policy refused as refused (./purposePolicy.ts).
 */
import type { IncomingMessage } from 'node:http'

import { CLIENT_IP_HEADER } from '../../ground/http/client/clientIp'
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

/** `policy`: the agent policy now, whose robots.txt groups say which purposes are asked away. */
export function createReadCounter(
  tally: ReadTally,
  baseUrl: string,
  policy: () => PurposePolicy = () => ALLOW_ALL,
): ReadCounter {
  const ownHost = new URL(baseUrl).hostname.toLowerCase()
  return {
    count(req, verifiedAgent = null) {
      const pathname = pathnameOf(req.url ?? '/')
      const reader = readerOf(req.headers['user-agent'], verifiedAgent, isFeedPath(pathname))
      tally.count(
        pathname,
        preferredRepresentation(req.headers.accept) === 'markdown',
        reader,
        referrerHost(req.headers.referer, ownHost),
        String(req.headers[CLIENT_IP_HEADER] ?? 'unknown'),
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
