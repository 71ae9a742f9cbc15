/**
 * Works out the families of `crawler-user-agents`' samples (./knownCrawlers.ts), for `npm run agents:refresh` to write
 * and for the test that holds the written list to the installed package. Not imported at run time: it reads the whole list.
 */
import crawlers from 'crawler-user-agents'

import { declaredFamily } from './readers'

/** Each family once, sorted, as ./knownCrawlerFamilies.json keeps them. */
export function knownCrawlerFamilies(): string[] {
  const families = new Set<string>()
  for (const crawler of crawlers) {
    for (const sample of crawler.instances) {
      const family = declaredFamily(sample)
      if (family !== null) families.add(family)
    }
  }
  return [...families].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
