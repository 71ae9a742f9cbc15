/**
 * The read limit of an agent whose Web Bot Auth signature verified (docs/decisions/056-verified-agents-per-network.md):
 * its host's budget, and its client network's, which every host the network signs as shares. The network's budget
 * counted a signed request once before its signature was looked at (../router/admission.ts), and that count is the
 * request's first read; each read past it (the messages of a news MCP batch) counts against the network here. Over
 * either budget, the read is refused in the words of the one it is over.
 */
import type { IncomingMessage } from 'node:http'

import type { LimitVerdict } from '../../ground/rateLimit/createLimiter'
import type { ReadLimiter } from './readLimiter'

export function createVerifiedAgentLimiter(
  perHost: ReadLimiter,
  perNetwork: ReadLimiter,
  /** Requests whose first read the network's budget has counted already; each is taken out at its first read. */
  countedBefore: WeakSet<IncomingMessage>,
): ReadLimiter {
  /** A refusal of the network's budget, so that the 429 names that budget. */
  const byNetwork = new WeakSet<LimitVerdict>()
  const limiterOf = (verdict: LimitVerdict) => (byNetwork.has(verdict) ? perNetwork : perHost)
  return {
    refusal(req) {
      if (countedBefore.delete(req)) return perHost.refusal(req)
      const network = perNetwork.refusal(req)
      const then = (refusal: LimitVerdict | null) => {
        if (!refusal) return perHost.refusal(req)
        byNetwork.add(refusal)
        return refusal
      }
      return network instanceof Promise ? network.then(then) : then(network)
    },
    refuse: (req, res, verdict) => limiterOf(verdict).refuse(req, res, verdict),
    refusalOf: (verdict) => limiterOf(verdict).refusalOf(verdict),
  }
}
