/**
 * Which handler answers an admitted request. The router's own handlers own their addresses: the OAuth server's paths
 * go to oidc-provider and our sign-in pages (src/features/oauth/oauthServer.ts), the public news MCP server (/mcp/news,
 * src/mcp/news/) gets its calls counted against the read limit, the social web's addresses go to Fedify
 * (src/features/federation/serveFederation.ts) and the token REST API to its endpoints (src/endpoints/servedByRouter.ts).
 * Everything else is rendered: in production a public page here (../sitePages.ts) and the feeds and sitemaps
 * (src/endpoints/documentsServedByRouter.ts), and by Next in development and for the pages only Next has.
 */
import type http from 'node:http'
import type { Payload } from 'payload'

import { documentOf } from '../../endpoints/documentsServedByRouter'
import { endpointMethods } from '../../endpoints/servedByRouter'
import type { OAuthServer } from '../../features/oauth/oauthServer'
import type { DocumentAssets } from '../../features/site/htmlPages'
import { sendDocument } from '../../ground/http/documentAnswer'
import { pathnameOf } from '../../ground/http/requestTarget'
import { sendWebResponse, toWebRequest } from '../../ground/http/webExchange'
import { metricsPath } from '../../ground/metrics/metricsAnswer'
import { newsMcpPath } from '../../ground/paths'
import type { NewsMcpRequest } from '../../mcp/news/newsMcpEndpoint'
import { isPublicPageRead } from '../pageCache/cacheKey'
import { pageRead, serveSitePage } from '../sitePages'
import type { Admission } from './admission'
import { keepVaryAccept } from './keepVaryAccept'
import { serveEndpoint } from './serveEndpoint'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

/** What the router tells the news server of a request: its verified agent, and how to count its reads. */
type NewsMcpReader = Pick<NewsMcpRequest, 'verifiedAgent' | 'countReads'>

export interface DispatchOptions {
  handleWithNext: Handler
  /** The process's own Payload instance, for the endpoints and pages served here. */
  payload: Payload
  /** The origin of the endpoints' requests and of the pages rendered here. */
  baseUrl: string
  oauth: OAuthServer
  /** The social web's addresses (src/features/federation/serveFederation.ts). */
  federation: { owns(pathname: string): boolean; handle: Handler }
  /** What pages rendered here link to, in production; undefined in development, where Next renders every page. */
  pagesHere: DocumentAssets | undefined
  /**
   * The public news MCP server at /mcp/news: it counts its calls against the read limit the router holds, and answers
   * a refusal as JSON-RPC itself. Undefined: the address goes to Next, which has no such route.
   */
  newsMcp?: (request: Request, reader: NewsMcpReader) => Promise<Response>
  /**
   * In development, where Next renders the HTML pages: a page's own AI-use headers, set before Next renders it
   * (src/features/site/pages/article/ownTerms.ts). Undefined in production, where the router renders pages and says them.
   */
  ownTermsForNext?: (pagePath: string) => Promise<Record<string, string> | null>
  /** `GET /metrics` behind METRICS_TOKEN (src/ground/metrics/metricsAnswer.ts); undefined: unset, and the address is 404. */
  metrics?: Handler
}

export interface Dispatch {
  /** The router's own handler for an address, or undefined when the address is rendered. */
  ownerOf(pathname: string): Handler | undefined
  /** Renders a read: a page or document here, or else Next's answer. */
  render: Handler
  /** Whether `render` answers this request itself, rather than Next. */
  rendersHere(req: http.IncomingMessage): boolean
}

export function createDispatch(
  {
    handleWithNext,
    payload,
    baseUrl,
    oauth,
    federation,
    pagesHere,
    newsMcp,
    ownTermsForNext,
    metrics,
  }: DispatchOptions,
  admission: Pick<Admission, 'agentOf' | 'limiterFor'>,
): Dispatch {
  const toOAuth: Handler = (req, res) => oauth.handle(req, res)

  /**
   * The news MCP server: each of a request's messages is a read of the site, counted where the request's reads are
   * (its network's budget, or its verified agent's); the server answers an over-limit caller in JSON-RPC.
   */
  const toNewsMcp: Handler | undefined =
    newsMcp &&
    (async (req, res) => {
      const limiter = admission.limiterFor(req)
      const countReads = async (reads: number) => {
        for (let read = 0; read < reads; read++) {
          const refusal = await limiter.refusal(req)
          if (refusal) return { ...limiter.refusalOf(refusal), retryAfterSeconds: refusal.resetSeconds }
        }
        return null
      }
      const request = toWebRequest(req, baseUrl)
      await sendWebResponse(req, res, await newsMcp(request, { verifiedAgent: admission.agentOf(req), countReads }))
    })

  /**
   * WebFinger, NodeInfo, actors and their collections are read by anyone, and each read costs statements: they count
   * against the read limit as the site's pages do. Deliveries to inboxes have their own checks (signatures).
   */
  const toFederation: Handler = async (req, res) => {
    const limiter = admission.limiterFor(req)
    const refusal = req.method === 'GET' || req.method === 'HEAD' ? await limiter.refusal(req) : null
    if (refusal) return limiter.refuse(req, res, refusal)
    return federation.handle(req, res)
  }

  /** Owned only where `endpointMethods` names the address (`ownerOf`); the router has put `req.url` in origin-form. */
  const toEndpoint: Handler = (req, res) =>
    serveEndpoint(req, res, endpointMethods(pathnameOf(req.url ?? '/'))!, payload, baseUrl)

  return {
    ownerOf(pathname) {
      if (oauth.owns(pathname)) return toOAuth
      if (metrics && pathname === metricsPath) return metrics
      if (toNewsMcp && pathname === newsMcpPath) return toNewsMcp
      if (federation.owns(pathname)) return toFederation
      if (endpointMethods(pathname)) return toEndpoint
      return undefined
    },
    async render(req, res) {
      // Decided only on a miss: a cache hit carries its stored Vary, and pays nothing for these.
      if (isPublicPageRead(req)) keepVaryAccept(res)
      const read = pagesHere && pageRead(req)
      if (read) return serveSitePage(req, res, read, payload, baseUrl, pagesHere)
      const document = pagesHere && documentRead(req)
      if (document) {
        const query = new URL(`http://document.invalid${req.url ?? '/'}`).searchParams
        return sendDocument(req, res, await document(payload, baseUrl, query))
      }
      const html = ownTermsForNext ? pageRead(req) : null
      if (ownTermsForNext && html?.representation === 'html') {
        const terms = await ownTermsForNext(html.pagePath)
        for (const name in terms) res.setHeader(name, terms[name]!)
      }
      return handleWithNext(req, res)
    },
    rendersHere: (req) => pagesHere !== undefined && (pageRead(req) !== null || documentRead(req) !== null),
  }
}

/** A feed or sitemap the router answers in production (src/endpoints/documentsServedByRouter.ts), or null. */
function documentRead(req: http.IncomingMessage) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  return documentOf(pathnameOf(req.url ?? '/'))
}
