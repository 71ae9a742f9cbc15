/**
 * Which requests the page cache may answer: anonymous GET and HEAD of public pages (not the cockpit, the APIs,
 * stored images, Next's assets or health). The key holds the representation the request negotiates, since one URL
 * answers HTML or markdown.
 */
import type { IncomingMessage } from 'node:http'

import { preferredRepresentation } from '../../http/negotiate'

const NOT_PAGES = /^\/(?:cockpit|cms-api|api|_next|media|md|mcp|oauth|up|docs\/api\/openapi\.json)(?:[/?]|$)/

export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (req.headers.authorization) return null
  const url = req.url ?? '/'
  if (!url.startsWith('/') || NOT_PAGES.test(url)) return null
  return `${preferredRepresentation(req.headers.accept)} ${url}`
}
