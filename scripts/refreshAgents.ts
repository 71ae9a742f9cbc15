/**
 * `npm run agents:refresh [-- <robots.json URL or file> [--out <file>]]`: builds the agent list by purpose again
 * (src/features/analytics/agentList.ts, docs/decisions/079-agents-by-purpose.md) from ai.robots.txt's `robots.json`
 * (by default its newest on GitHub) and the installed `crawler-user-agents`, and writes
 * src/features/analytics/agentPurposes.json, and beside it knownCrawlerFamilies.json, the crawler families that list
 * knows (src/features/analytics/knownCrawlers.ts). Review the diff before committing it: a purpose that changes changes
 * what the site's policy refuses.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createRequire } from 'node:module'

import crawlers from 'crawler-user-agents'

import { buildAgentList, type RobotsJsonEntry } from '../src/features/analytics/agentList'
import { knownCrawlerFamilies } from '../src/features/analytics/knownCrawlerFamilies'

const DEFAULT_SOURCE = 'https://raw.githubusercontent.com/ai-robots-txt/ai.robots.txt/main/robots.json'
const DEFAULT_OUT = path.join(import.meta.dirname, '../src/features/analytics/agentPurposes.json')

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const out = outAt === -1 ? DEFAULT_OUT : args[outAt + 1]
const source =
  args.find((arg, index) => !arg.startsWith('--') && (outAt === -1 || index !== outAt + 1)) ?? DEFAULT_SOURCE
if (!out) throw new Error('--out needs a file')

async function readSource(from: string): Promise<string> {
  if (!/^https?:\/\//.test(from)) return readFile(from, 'utf8')
  const response = await fetch(from, { signal: AbortSignal.timeout(30_000) })
  if (!response.ok) throw new Error(`${from} answered ${response.status}`)
  return response.text()
}

/** The installed crawler-user-agents' version (its package exports no package.json). */
const crawlersVersion = (
  JSON.parse(
    await readFile(
      path.join(path.dirname(createRequire(import.meta.url).resolve('crawler-user-agents')), 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version

const robots = JSON.parse(await readSource(source)) as Record<string, RobotsJsonEntry>
if (!robots || typeof robots !== 'object' || Array.isArray(robots) || Object.keys(robots).length === 0)
  throw new Error(`${source} is not ai.robots.txt's robots.json (an object of agents by name)`)
const today = new Date().toISOString().slice(0, 10)
const list = buildAgentList(
  robots,
  crawlers,
  [
    {
      name: 'ai.robots.txt robots.json',
      url: /^https?:\/\//.test(source) ? source : 'https://github.com/ai-robots-txt/ai.robots.txt',
      license: 'MIT',
      version: `read ${today}`,
    },
    {
      name: 'crawler-user-agents',
      url: 'https://github.com/monperrus/crawler-user-agents',
      license: 'MIT',
      version: crawlersVersion,
    },
  ],
  today,
)
await writeFile(out, `${JSON.stringify(list, null, 2)}\n`)
console.log(`${list.agents.length} agents written to ${out}`)
const families = knownCrawlerFamilies()
const familiesOut = path.join(path.dirname(out), 'knownCrawlerFamilies.json')
await writeFile(familiesOut, `${JSON.stringify(families, null, 2)}\n`)
console.log(`${families.length} crawler families written to ${familiesOut}`)
