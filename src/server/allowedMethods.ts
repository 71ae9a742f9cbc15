/**
 * Which request methods each area answers (RFC 9110 §9). Anything else is a 405 from the router with the `Allow`
 * header §15.5.6 requires, before Next, the read limit or the database see it: Next would otherwise render a
 * public page in full for POST, PUT, PATCH or DELETE (uncounted and uncached, docs/decisions/021), the cockpit for
 * TRACE, and answer 500 to TRACE on a route handler.
 */
import { NEWSLETTER_ACTIONS, wellKnownServerCardPath } from '../ground/paths'
import type { Area } from './areas'

const READ = ['GET', 'HEAD'] as const
/** What the APIs and the OAuth server may answer (each route then refuses what it does not take). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** The methods a request to `pathname` may use, in the order `Allow` lists them. */
export function allowedMethods(area: Area, pathname: string): readonly string[] {
  switch (area) {
    case 'site':
      if (Object.hasOwn(NEWSLETTER_ACTIONS, pathname)) return [...READ, 'POST']
      // Read across origins with If-None-Match, which a browser asks about first (CORS preflight).
      if (pathname === wellKnownServerCardPath) return [...READ, 'OPTIONS']
      return READ
    case 'preview':
    case 'asset':
    case 'mail-preview':
      return READ
    // Payload's admin is pages and their server functions (POST); its data goes through /cms-api.
    case 'cockpit':
      return [...READ, 'POST']
    case 'oauth':
    case 'api':
      return API_METHODS
  }
}
