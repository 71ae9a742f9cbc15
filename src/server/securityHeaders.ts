/**
 * The security headers of every answer, one policy per area (areas.ts), set by the router before anything answers
 * (docs/decisions/021-the-http-edge.md), so that Next's pages, the page cache's hits, the OAuth server's pages and the
 * router's own refusals all carry them:
 * - `Content-Security-Policy` (CSP Level 3): public pages run no script (their only `<script>` is JSON-LD, a data
 *   block no policy applies to), so they allow none, and frame only the two video players an embed's poster opens
 *   after a click (docs/decisions/072-embeds.md); the cockpit runs Payload's admin, whose scripts Next marks with
 *   a per-request nonce; programs' answers allow nothing at all.
 * - `frame-ancestors 'none'` and `X-Frame-Options: DENY` (RFC 7034, for browsers without CSP), except the preview,
 *   which the cockpit's live preview pane frames: `'self'` and `SAMEORIGIN` there.
 * - `X-Content-Type-Options: nosniff`, a `Referrer-Policy` per area, a `Permissions-Policy` denying the powerful
 *   features no page of ours uses, and `Strict-Transport-Security` (RFC 6797) when BASE_URL is https.
 */
import { createHash, randomBytes } from 'node:crypto'

import { env } from '../ground/env'
import { playerOrigins } from '../features/embeds/embedProviders'
import { PASSKEY_SIGN_IN_SCRIPT } from '../features/oauth/passkeyScript'
import { type AiUse, aiUseHeaders } from '../ground/lib/aiUse'
import type { Area } from './areas'

/**
 * Payload's code fields (the rich text's code, HTML and markdown blocks) load the Monaco editor from jsDelivr, the
 * default of @monaco-editor/loader: its loader script, styles, font and the scripts its blob: workers import.
 * securityHeaders.test.ts fails when an upgrade of the loader moves it.
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/'

/**
 * oidc-provider's device-code field selects its text on focus with an inline handler (lib/helpers/user_code_form.js);
 * CSP allows exactly that handler by its hash ('unsafe-hashes', CSP3 §2.3.1). securityHeaders.test.ts fails when an
 * upgrade changes it.
 */
export const DEVICE_CODE_ONFOCUS = 'this.select(); this.onfocus = undefined;'
const sourceHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** Denied to every page: none of ours asks for them, so a script injected into one could not either. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** A year (RFC 6797 §6.1.1). No includeSubDomains: the operator's other hosts under the same domain are not ours to commit. */
const HSTS = 'max-age=31536000'

const REFERRER_POLICY: Record<Area, string> = {
  site: 'strict-origin-when-cross-origin',
  // The signed link must not reach the sites a draft links to (docs/decisions/018).
  preview: 'no-referrer',
  cockpit: 'same-origin',
  // The interaction pages' addresses name the pending authorization.
  oauth: 'no-referrer',
  api: 'no-referrer',
  asset: 'no-referrer',
  // The links of a mail go to our own pages; the preview's address names nothing secret, but a draft's links stay private.
  'mail-preview': 'no-referrer',
}

type Directives = Record<string, string[]>

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

export interface SecurityHeaderOptions {
  baseUrl: string
  /** `npm run dev`: Next keeps its scripts on the public pages (its live reload), and React's development build uses eval. */
  dev: boolean
  /**
   * What AI systems may do with the site's content now: AI_USE_POLICY as the editors' agent policy narrows it
   * (src/server/agentPolicy.ts). Every public answer says it; asked on each, and a new value rebuilds the site's
   * headers once.
   */
  aiUse?: () => AiUse
  /** The origins a public page may frame: the embeds' video players (src/features/embeds/embedProviders.ts). */
  players?: string[]
}

interface AreaHeaders {
  headers: Record<string, string>
  /** The script nonce the policy names: Next reads it from the request's own `Content-Security-Policy` header. */
  nonce?: string
}

export type SecurityHeaders = (area: Area) => AreaHeaders

export function createSecurityHeaders({
  baseUrl,
  dev,
  aiUse = () => env.aiUse,
  players = playerOrigins(),
}: SecurityHeaderOptions): SecurityHeaders {
  const base = new URL(baseUrl)
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new Error(`securityHeaders: BASE_URL must be http or https, not ${base.protocol}`)
  // The live preview pane's address is built from BASE_URL, which may name another host than the one an editor typed.
  const site = base.origin
  /**
   * Who may frame the preview: the cockpit at BASE_URL. Under `npm run dev` BASE_URL says localhost, and a newcomer may
   * as well have opened http://127.0.0.1:3000, so any loopback address may.
   */
  const previewFramers = ["'self'", site, ...(dev ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])]
  const https = base.protocol === 'https:'

  /** Public pages: no script, styles and fonts of our own, images from anywhere an article may show one. */
  const publicPage = (nonce: string | undefined, frameAncestors: string[]): Directives => ({
    'default-src': ["'none'"],
    ...(nonce
      ? { 'script-src': ["'self'", `'nonce-${nonce}'`, "'unsafe-eval'"], 'connect-src': ["'self'", 'ws:', 'wss:'] }
      : {}),
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'img-src': ["'self'", 'https:', 'http:', ...(dev ? ['data:', 'blob:'] : [])],
    'font-src': ["'self'"],
    // Site-wide rather than per page: the policy is the area's, set at the edge before a page (or the page cache)
    // answers. It lets a page frame these two players and nothing else; only an embed's poster names them.
    'frame-src': players,
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': frameAncestors,
  })

  const cockpit = (nonce: string): Directives => ({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, MONACO_CDN, ...(dev ? ["'unsafe-eval'"] : [])],
    // Payload's admin sets style attributes and injects style elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", MONACO_CDN],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:', MONACO_CDN],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", site],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  })

  /**
   * Our sign-in, consent and device pages carry their style inline. oidc-provider adds the hash of its form_post
   * response mode's auto-submit script to `script-src`, which must therefore be there; the second step's passkey
   * script is allowed by its hash (src/features/oauth/passkeyScript.ts). No `form-action`: after
   * consent the browser is redirected to the client's own redirect URI, which a form-action list would block.
   */
  const oauth: Directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-hashes'", sourceHash(DEVICE_CODE_ONFOCUS), sourceHash(PASSKEY_SIGN_IN_SCRIPT)],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  }

  const api: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }

  /** Mail carries its style inline and no script; its pictures are our media, at the site's own address. */
  const mailPreview: Directives = {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:', 'http:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }

  /** Assets (Next's scripts and styles) get none: they are no documents, and a policy would only bind them as workers. */
  const policyOf = (area: Area, nonce: string | undefined): Directives | undefined => {
    switch (area) {
      case 'site':
        return publicPage(nonce, ["'none'"])
      case 'preview':
        return publicPage(nonce, previewFramers)
      case 'cockpit':
        return cockpit(nonce!)
      case 'oauth':
        return oauth
      case 'api':
        return api
      case 'mail-preview':
        return mailPreview
      case 'asset':
        return undefined
    }
  }

  const headersOf = (area: Area): AreaHeaders => {
    const nonce =
      area === 'cockpit' || (dev && (area === 'site' || area === 'preview'))
        ? randomBytes(16).toString('base64')
        : undefined
    const headers: Record<string, string> = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': REFERRER_POLICY[area],
      ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
    }
    const policy = policyOf(area, nonce)
    if (policy) {
      headers['Content-Security-Policy'] = serialise(policy)
      headers['X-Frame-Options'] = area === 'preview' ? 'SAMEORIGIN' : 'DENY'
    }
    if (area !== 'api' && area !== 'asset') headers['Permissions-Policy'] = PERMISSIONS_POLICY
    // Not security, but set with it on every public answer, hits included: what AI systems may do with the content
    // (Content-Signal, Content-Usage, TDMRep's tdm-reservation). A page with its own choice sets its own over these.
    if (area === 'site') Object.assign(headers, aiUseHeaders(aiUse()))
    return { headers, nonce }
  }

  // An area without a nonce has the same headers on every request: built once, not per request (a cached page's
  // answer is otherwise little more than these). Frozen, since every request shares them.
  const fixed = new Map<Area, AreaHeaders>()
  let siteAiUse = aiUse()
  return (area) => {
    if (area === 'site' && aiUse() !== siteAiUse) {
      siteAiUse = aiUse()
      fixed.delete('site')
    }
    const kept = fixed.get(area)
    if (kept) return kept
    const built = headersOf(area)
    if (built.nonce !== undefined) return built
    const frozen = Object.freeze({ headers: Object.freeze(built.headers) as Record<string, string> })
    fixed.set(area, frozen)
    return frozen
  }
}
