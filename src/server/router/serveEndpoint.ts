/**
 * The token REST API the router serves itself (src/endpoints/servedByRouter.ts). OPTIONS lists the methods, as Next's
 * route handlers answer it; a method the address does not take is a 405.
 */
import type http from 'node:http'
import type { Payload } from 'payload'

import { endpointMethods } from '../../endpoints/servedByRouter'
import { sendWebResponse, toWebRequest } from '../../ground/http/webExchange'
import { methodNotAllowed, sendProblem } from '../edgeRefusals'

type Endpoints = NonNullable<ReturnType<typeof endpointMethods>>

export async function serveEndpoint(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  endpoint: Endpoints,
  payload: Payload,
  baseUrl: string,
): Promise<void> {
  const allowed = [...Object.keys(endpoint), 'OPTIONS']
  const handle = endpoint[req.method ?? '']
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { Allow: allowed.join(', ') })
    return void res.end()
  }
  if (!handle) return sendProblem(res, methodNotAllowed(req.method ?? '', allowed), baseUrl)
  await sendWebResponse(req, res, await handle(toWebRequest(req, baseUrl), payload))
}
