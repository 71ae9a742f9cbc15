/**
 * The one map of which part of the service an address belongs to. The router takes each area's methods
 * (allowedMethods.ts) and security headers (securityHeaders.ts) from it, and the read limit and the page cache
 * count and keep the public areas only (pageCache/cacheKey.ts).
 */
import { isPreviewPath } from '../features/preview/previewTarget'

export type Area =
  /** Public pages and the documents beside them (feeds, sitemaps, llms.txt, the `.well-known` documents). */
  | 'site'
  /** Signed previews of drafts (docs/decisions/018): a public page's code, shown in the cockpit's live preview pane. */
  | 'preview'
  /** Payload's admin. */
  | 'cockpit'
  /** The OAuth server: oidc-provider's endpoints and our sign-in, consent and device pages. */
  | 'oauth'
  /**
   * JSON and file answers for programs: Payload's REST and GraphQL, ingestion, MCP, images, health, OpenAPI, the
   * social web's actors, inboxes and NodeInfo (src/features/federation/); and the
   * targets of src/proxy.ts's rewrites (markdown, the newsletter's actions), which it refuses to requests from outside.
   */
  | 'api'
  /** Next's built scripts and styles. */
  | 'asset'
  /**
   * A newsletter issue shown as the mail it will be (docs/decisions/036), for the signed-in editor: a document whose
   * style is inline, as mail is, and whose pictures come from our media.
   */
  | 'mail-preview'

const MAIL_PREVIEW = /^\/cms-api\/newsletter-issues\/[^/]+\/preview$/

const API =
  /^\/(?:cms-api|api|media|md|mcp|up|ready|metrics|ap|nodeinfo|subscribe\/actions|docs\/api\/openapi\.json)(?:\/|$)/

export function areaOf(pathname: string): Area {
  if (/^\/cockpit(?:\/|$)/.test(pathname)) return 'cockpit'
  if (/^\/oauth(?:\/|$)/.test(pathname)) return 'oauth'
  if (/^\/_next(?:\/|$)/.test(pathname)) return 'asset'
  if (MAIL_PREVIEW.test(pathname)) return 'mail-preview'
  if (API.test(pathname)) return 'api'
  if (isPreviewPath(pathname)) return 'preview'
  return 'site'
}
