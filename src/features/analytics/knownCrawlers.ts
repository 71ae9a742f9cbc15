/**
 * The families of crawlers a maintained list knows (`crawler-user-agents`: each entry carries sample User-Agents of a
 * real crawler), named in the read counts from their first read (./agentNames.ts) rather than once two client
 * networks have sent them: `GPTBot` or `Googlebot` is no client's own choice. Each sample's family is worked out the
 * way a read's is (./readers.ts), so a name matches exactly what a read of that crawler counts under.
 *
 * The families are kept as data (./knownCrawlerFamilies.json, written by `npm run agents:refresh` with the agent list):
 * the list itself, half a megabyte of samples, was held in every process's memory for a set of some hundreds of
 * names, the edge's among them (docs/performance.md, "Edge's resident memory"). ./knownCrawlers.test.ts holds the
 * data to what the installed list and ./readers.ts make of it.
 */
import families from './knownCrawlerFamilies.json' with { type: 'json' }

const known: ReadonlySet<string> = new Set(families)

export const isKnownCrawler = (family: string): boolean => known.has(family)
