/**
 * The router's side of the page cache (../pageCache/servePageCache.ts): which reads it may answer, its hits, what it
 * keeps of a rendered page, and the read counts for the editors' figures (src/features/analytics/) — a hit counted
 * when sent, a rendered read once it has succeeded.
 */
import type http from 'node:http'

import type { ReadCounter } from '../../features/analytics/countRead'
import type { Area } from '../areas'
import { isPublicPageRead } from '../pageCache/cacheKey'
import { captureResponse } from '../pageCache/captureResponse'
import type { PageHtmlFinisher } from '../pageCache/finishPageHtml'
import type { CachedResponse } from '../pageCache/responseCache'
import type { PageCache } from '../pageCache/servePageCache'
import { PAGE_CACHE_OUTCOMES, pageCacheLookups } from '../../ground/metrics/metrics'

const HIT = PAGE_CACHE_OUTCOMES.indexOf('hit')
const MISS = PAGE_CACHE_OUTCOMES.indexOf('miss')

export interface CachedReadsOptions {
  pageCache: PageCache | undefined
  /**
   * Finishes Next's HTML pages where no page cache does (../pageCache/finishPageHtml.ts); undefined in development and
   * at the edge, whose render process sends them finished.
   */
  finishHtml: PageHtmlFinisher | undefined
  /** Counts successful public reads for the editors' figures; undefined: nothing is counted. */
  readCounter?: ReadCounter
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

/** What the cache needs of the router's other rooms. */
interface Neighbours {
  /** The request's verified agent, for the read counts (./admission.ts). */
  agentOf(req: http.IncomingMessage): string | null
  /** Whether the router renders this read itself, rather than Next (./dispatch.ts). */
  rendersHere(req: http.IncomingMessage): boolean
}

export interface CachedReads {
  /**
   * The kept answer to a GET or HEAD whose target is exactly a kept page's, as the client sent it, or undefined:
   * such a target passed the router's checks when the page was kept, so it is answered before they are worked out.
   */
  held(req: http.IncomingMessage): CachedResponse | undefined
  /** Sends what `held` returned, in the same turn, before anything else is set on the response. */
  send(req: http.IncomingMessage, res: http.ServerResponse, held: CachedResponse): void
  /**
   * Whether the cache may answer this read once it is counted: then the area's headers wait, since the stored answer
   * carries them and headers set before its own make Node merge the two sets name by name.
   */
  answersFirst(req: http.IncomingMessage, area: Area, publicAddress: boolean): boolean
  /** Answers a counted read the cache holds, in origin-form now; false when it holds none. */
  answered(req: http.IncomingMessage, res: http.ServerResponse): boolean
  /** Counts a read of the site the cache did not answer, once the answer has succeeded (a 404 is no read). */
  countWhenRead(req: http.IncomingMessage, res: http.ServerResponse, area: Area): void
  /** Renders what no cache answered through `render`: kept when it may be, Next's HTML finished on the way out. */
  renderMiss(req: http.IncomingMessage, res: http.ServerResponse, render: Handler): Promise<void>
}

const isRead = (req: http.IncomingMessage) => req.method === 'GET' || req.method === 'HEAD'

export function createCachedReads(
  { pageCache, finishHtml, readCounter }: CachedReadsOptions,
  { agentOf, rendersHere }: Neighbours,
): CachedReads {
  const send = (req: http.IncomingMessage, res: http.ServerResponse, held: CachedResponse) => {
    pageCache!.send(req, res, held)
    pageCacheLookups.inc(HIT)
    if (held.status === 200) readCounter?.count(req, agentOf(req))
  }
  return {
    held: (req) => (pageCache && isRead(req) ? pageCache.held(req) : undefined),
    send,
    answersFirst: (req, area, publicAddress) =>
      pageCache !== undefined && area === 'site' && publicAddress && isRead(req),
    answered(req, res) {
      const held = pageCache?.held(req)
      if (!held) return false
      send(req, res, held)
      return true
    },
    countWhenRead(req, res, area) {
      if (!readCounter || area !== 'site' || !isRead(req)) return
      // With the address it was asked at: Next may rewrite the request's URL on the way.
      const asked = { url: req.url, headers: req.headers } as http.IncomingMessage
      const agent = agentOf(req)
      res.once('finish', () => {
        if (res.statusCode === 200 || res.statusCode === 304) readCounter.count(asked, agent)
      })
    },
    renderMiss(req, res, render) {
      if (pageCache) {
        if (isRead(req)) pageCacheLookups.inc(MISS)
        return pageCache.miss(req, res, () => render(req, res))
      }
      // Only Next's HTML needs finishing; the router's own is sent as rendered.
      if (finishHtml && req.method === 'GET' && isPublicPageRead(req) && !rendersHere(req)) {
        captureResponse(res, { finishHtml })
        delete req.headers['accept-encoding']
      }
      return render(req, res)
    },
  }
}
