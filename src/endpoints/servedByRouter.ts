/**
 * The endpoints the router serves itself, in front of Next (docs/decisions/023-code-layout.md): the token REST
 * API, where Next's per-request routing and stream plumbing cost more than the write (docs/performance.md). Each
 * runs on the process's own Payload instance.
 */
import type { Payload } from 'payload'

import { articleIdOfCorrectionsPath, postApiArticleCorrections } from './postApiArticleCorrections'
import { postApiArticles } from './postApiArticles'
import { postApiImages } from './postApiImages'

type Endpoint = (request: Request, payload: Payload) => Promise<Response>

const ENDPOINTS: Record<string, Partial<Record<string, Endpoint>>> = {
  '/api/articles': { POST: postApiArticles },
  '/api/images': { POST: postApiImages },
}

/** The methods an address served here takes, or undefined where Next serves it. */
export function endpointMethods(pathname: string): Partial<Record<string, Endpoint>> | undefined {
  // An article's corrections (docs/decisions/073-corrections.md): the one address here with an id in it.
  if (articleIdOfCorrectionsPath(pathname) !== null) return { POST: postApiArticleCorrections }
  return Object.hasOwn(ENDPOINTS, pathname) ? ENDPOINTS[pathname] : undefined
}
