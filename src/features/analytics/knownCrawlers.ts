/**
 * The families of crawlers a maintained list knows (`crawler-user-agents`: each entry carries sample User-Agents of a
 * real crawler), named in the read counts from their first read (./agentNames.ts) rather than once two client
 * networks have sent them: `GPTBot` or `Googlebot` is no client's own choice. Each sample's family is worked out the
 * way a read's is (./readers.ts), so a name matches exactly what a read of that crawler counts under.
 */
import crawlers from 'crawler-user-agents'

import { declaredFamily } from './readers'

let known: ReadonlySet<string> | undefined

/** Built on the first declared agent's read, not at start: about two thousand samples through `isbot`. */
function knownFamilies(): ReadonlySet<string> {
  if (known) return known
  const families = new Set<string>()
  for (const crawler of crawlers) {
    for (const sample of crawler.instances) {
      const family = declaredFamily(sample)
      if (family !== null) families.add(family)
    }
  }
  return (known = families)
}

export const isKnownCrawler = (family: string): boolean => knownFamilies().has(family)
