/**
 * What the edge tells a render process of a request it hands on (docs/decisions/085-edge-and-renderers.md), in request
 * headers only the edge sets: it deletes them from every request a client sends, and a render process listens on a
 * Unix socket only the edge reaches. The client's address travels in CLIENT_IP_HEADER (src/ground/http/client/clientIp.ts).
 */
import type { IncomingMessage } from 'node:http'

import type { ReadLimiter } from '../readLimit/readLimiter'
import type { AdmissionOptions } from '../router/admission'

/** The edge counted this request against its read limit (its network's, or its verified agent's). */
export const EDGE_COUNTED_HEADER = 'x-pmsnews-edge-counted'
/** A signed request's Web Bot Auth verdict at the edge: the verified agent's host, or empty when it did not verify. */
export const EDGE_VERDICT_HEADER = 'x-pmsnews-edge-verdict'

export const EDGE_HEADERS = [EDGE_COUNTED_HEADER, EDGE_VERDICT_HEADER] as const

/** A render process's limiter: a request the edge counted is not counted again. */
export function countedAtEdge(limiter: ReadLimiter, header: string = EDGE_COUNTED_HEADER): ReadLimiter {
  return {
    refusal: (req: IncomingMessage) => (req.headers[header] === undefined ? limiter.refusal(req) : null),
    refuse: (req, res, verdict) => limiter.refuse(req, res, verdict),
    refusalOf: (verdict) => limiter.refusalOf(verdict),
  }
}

/** A render process's Web Bot Auth: the edge's verdict, and the budgets the edge counted not counted again. */
export function verifiedAtEdge<BotAuth extends NonNullable<AdmissionOptions['botAuth']>>(
  botAuth: BotAuth,
  behindEdge: boolean,
): NonNullable<AdmissionOptions['botAuth']> {
  if (!behindEdge) return botAuth
  return {
    verify: (req) => {
      const verdict = req.headers[EDGE_VERDICT_HEADER]
      return Promise.resolve(typeof verdict === 'string' && verdict !== '' ? verdict : null)
    },
    perAgent: countedAtEdge(botAuth.perAgent),
    // The edge counts a signed request against its network's budget before it looks at the signature.
    perNetwork: countedAtEdge(botAuth.perNetwork, EDGE_VERDICT_HEADER),
  }
}
