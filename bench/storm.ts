/**
 * `npm run bench:storm` (issue 67): cached hits alone, and the same hits during a storm of misses, on one instance.
 * The built app runs as `npm start` runs it without Redis, on the demo content, twice: with EDGE=on (the edge and one
 * render process, docs/decisions/085-edge-and-renderers.md) and with EDGE=off (one process doing everything, as before
 * the edge), each on a database of its own with the same content. For each, in BENCH_ROUNDS (3)
 * rounds alternating the two sides: the home page, cached, read at 8 connections for BENCH_SECONDS (6) alone; then the
 * same for as long during a storm of 16 connections of uncached searches (a new query each request, as a person's
 * browser sends it: people's misses, which the edge never refuses). Printed per side: medians of the hits' req/s and
 * p99 alone and during the storm, their ratio, the storm's req/s, the edge's and the render process's resident memory,
 * and how long this machine takes to count to 3e8 (the loop time, to compare runs on other machines).
 * Needs PostgreSQL (./support/benchApp.ts).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'

import { type BenchApp, startBenchApp } from './support/benchApp'
import { residentMiB } from './support/processUsage'
import { median } from './support/stats'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const HIT_CONNECTIONS = 8
const STORM_CONNECTIONS = 16
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const WORDS = ['night', 'audit', 'cloud', 'mobile', 'check-in', 'rates', 'channel', 'housekeeping', 'guest', 'api']

interface Row {
  quietRps: number
  quietP99: number
  stormHitRps: number
  stormHitP99: number
  stormRps: number
  stormNon2xx: number
}

interface Side {
  name: string
  app: BenchApp
  rows: Row[]
  peakMiB: { edge: number; renderer: number }
}

const hits = (baseUrl: string) =>
  autocannon({
    url: `${baseUrl}/`,
    connections: HIT_CONNECTIONS,
    duration: SECONDS,
    headers: { 'user-agent': BROWSER, accept: 'text/html' },
  })

const storm = (baseUrl: string) =>
  autocannon({
    url: baseUrl,
    connections: STORM_CONNECTIONS,
    duration: SECONDS + 1,
    headers: { 'user-agent': BROWSER, accept: 'text/html' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/search?q=${WORDS[Math.floor(Math.random() * WORDS.length)]}+${randomBytes(4).toString('hex')}`,
        }),
      },
    ],
  })

/** The render process of an edge (its one child node process), or undefined for a single process. */
function childOf(pid: number): number | undefined {
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .trim()
      .split('\n')
    return children.map(Number).find((child) => child > 0)
  } catch {
    return undefined
  }
}

async function round(side: Side): Promise<void> {
  const { baseUrl, pid } = side.app
  // Warm: the home page kept, the search page's code loaded.
  for (let i = 0; i < 3; i++) await fetch(`${baseUrl}/`, { headers: { 'user-agent': BROWSER } }).then((r) => r.text())
  await fetch(`${baseUrl}/search?q=warm`, { headers: { 'user-agent': BROWSER } }).then((r) => r.text())
  const quiet = await hits(baseUrl)
  const storming = storm(baseUrl)
  // The storm fills the render process's queue first.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const during = await hits(baseUrl)
  const stormed = await storming
  const renderer = childOf(pid)
  side.peakMiB.edge = Math.max(side.peakMiB.edge, residentMiB(pid))
  if (renderer) side.peakMiB.renderer = Math.max(side.peakMiB.renderer, residentMiB(renderer))
  side.rows.push({
    quietRps: quiet.requests.average,
    quietP99: quiet.latency.p99,
    stormHitRps: during.requests.average,
    stormHitP99: during.latency.p99,
    stormRps: stormed.requests.average,
    stormNon2xx: stormed.non2xx,
  })
}

function loopSeconds(): number {
  const started = performance.now()
  execFileSync(process.execPath, ['-e', 'let s=0;for(let i=0;i<3e8;i++)s+=i'])
  return (performance.now() - started) / 1000
}

const sides: Side[] = []
try {
  for (const [name, overrides] of [
    ['edge (EDGE=on)', { EDGE: 'on' }],
    ['one process (npm start, EDGE=off)', { EDGE: 'off' }],
  ] as const) {
    // The read limit's budget raised, as bench:read and bench:miss raise it: every request is still counted.
    const app = await startBenchApp({ ...overrides, READ_RATE_LIMIT_PER_MINUTE: '10000000' }, undefined, { seed: true })
    sides.push({ name, app, rows: [], peakMiB: { edge: 0, renderer: 0 } })
  }
  const loopBefore = loopSeconds()
  for (let r = 0; r < ROUNDS; r++) {
    // Alternating which side goes first: the machine drifts.
    const order = r % 2 === 0 ? sides : [...sides].reverse()
    for (const side of order) await round(side)
  }
  const loopAfter = loopSeconds()

  const med = (side: Side, key: keyof Row) => median(side.rows.map((row) => row[key]))
  console.log(
    `\nbench:storm — ${ROUNDS} rounds of ${SECONDS} s; hits: GET / (cached) at ${HIT_CONNECTIONS} connections; storm: ${STORM_CONNECTIONS} connections of uncached searches`,
  )
  console.log(`loop time (node, 3e8 additions): ${loopBefore.toFixed(2)} s before, ${loopAfter.toFixed(2)} s after\n`)
  console.log(
    '| side | hits alone req/s | p99 ms | hits in storm req/s | p99 ms | kept | storm req/s | storm non-2xx | RSS MiB (edge / renderer) |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const side of sides) {
    const kept = med(side, 'stormHitRps') / med(side, 'quietRps')
    console.log(
      `| ${side.name} | ${med(side, 'quietRps').toFixed(0)} | ${med(side, 'quietP99')} | ${med(side, 'stormHitRps').toFixed(0)} | ${med(side, 'stormHitP99')} | ${(kept * 100).toFixed(0)} % | ${med(side, 'stormRps').toFixed(1)} | ${med(side, 'stormNon2xx')} | ${side.peakMiB.edge} / ${side.peakMiB.renderer || '-'} |`,
    )
  }
  if (sides.length === 2)
    console.log(
      `\nstorm misses, edge / one process: ${(med(sides[0]!, 'stormRps') / med(sides[1]!, 'stormRps')).toFixed(2)}`,
    )
  for (const side of sides) console.log(`${side.name} rounds: ${JSON.stringify(side.rows)}`)
} finally {
  for (const side of sides) await side.app.close()
}
