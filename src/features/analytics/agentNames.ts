/**
 * Which User-Agent families the read counts name (docs/analytics.md). A family is the word a client writes in its own
 * User-Agent, so one client could otherwise add `read_counts` rows at will and pick the names editors see: a family
 * is named once two client networks (an IPv4 address or an IPv6 /64, as the read limit counts them) have sent it the
 * same day in this instance, or at once when it is a crawler a maintained list knows (./knownCrawlers.ts). Each pool
 * is bounded apart, so that filling one leaves the others named: at most `maxNames` families wait for a second
 * network (the oldest gives way to a new one), at most `maxNames` a day are named by two, and the known crawlers are
 * as many as the list has; the rest count as other. A family only one network sends could also single out its one reader.
 *
 * No address outlives the day or leaves memory: a family seen once keeps a keyed hash of the network that sent it,
 * under a key drawn at random each day and never stored, and drops it once a second network names the family.
 */
import { createHmac, randomBytes } from 'node:crypto'

import { networkKey } from '../../ground/http/client/networkKey'
import { isKnownCrawler } from './knownCrawlers'

export interface AgentNames {
  /** Whether a read by `family` from the client at `clientAddress` counts under the family's name. */
  named(family: string, clientAddress: string): boolean
  /** Forgets the day's families and networks, and draws a new key. */
  newDay(): void
}

export function createAgentNames(maxNames: number): AgentNames {
  let key = randomBytes(32)
  /** Families two networks have sent today. */
  const named = new Set<string>()
  /** Families one network has sent today, with that network's keyed hash. */
  const firstNetwork = new Map<string, string>()
  const networkHash = (clientAddress: string) =>
    createHmac('sha256', key).update(networkKey(clientAddress)).digest('base64url')
  return {
    named(family, clientAddress) {
      if (named.has(family) || isKnownCrawler(family)) return true
      const first = firstNetwork.get(family)
      if (first === undefined) {
        // The oldest waiting family makes room: a client filling the pool with names of its own only churns it.
        if (firstNetwork.size >= maxNames) firstNetwork.delete(firstNetwork.keys().next().value!)
        firstNetwork.set(family, networkHash(clientAddress))
        return false
      }
      if (first === networkHash(clientAddress) || named.size >= maxNames) return false
      firstNetwork.delete(family)
      named.add(family)
      return true
    },
    newDay() {
      named.clear()
      firstNetwork.clear()
      key = randomBytes(32)
    },
  }
}
