/**
 * The router's own refusals, answered before Next: a request target that is no path of ours (400) and a method the
 * area does not take (405, RFC 9110 §15.5.6, with the `Allow` it requires). Problem+json like every other refusal of
 * ours (src/ground/errors/problem.ts); the security headers are already on the response.
 */
import type { ServerResponse } from 'node:http'

import { AppError } from '../ground/errors/AppError'
import { PROBLEM_CONTENT_TYPE, problemBody } from '../ground/errors/problem'

export const badRequestTarget = (reason: string) =>
  new AppError({
    code: 'bad_request_target',
    status: 400,
    title: 'The request target is not a path of this site',
    detail: `Bad request: ${reason}.`,
  })

export const methodNotAllowed = (method: string, allowed: readonly string[]) =>
  new AppError({
    code: 'method_not_allowed',
    status: 405,
    title: 'Method not allowed',
    detail: `${method} is not answered here; this address takes ${allowed.join(', ')}.`,
    headers: { Allow: allowed.join(', ') },
  })

/** A cockpit server function (a POST naming a `Next-Action`) called from a page of another origin. */
export const crossSiteAction = () =>
  new AppError({
    code: 'cross_site_action',
    status: 403,
    title: 'Forbidden',
    detail: 'The cockpit takes its actions from its own pages only.',
  })

/** Node leaves the body out of an answer to HEAD by itself. */
export function sendProblem(res: ServerResponse, error: AppError, baseUrl: string): void {
  const body = `${JSON.stringify(problemBody(error, baseUrl))}\n`
  res.writeHead(error.status, {
    ...error.headers,
    'Content-Type': PROBLEM_CONTENT_TYPE,
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
  })
  res.end(body)
}
