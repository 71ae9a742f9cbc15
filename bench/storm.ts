/**
 * `npm run bench:storm` (issue 67): cached hits alone, and the same hits during a storm of misses, on one instance.
 * The built app runs as `npm start` runs it without Redis, on the demo content, twice: with EDGE=on (the edge and one
 * render process, docs/decisions/085-edge-and-renderers.md) and with EDGE=off (one process doing everything, as before
 * the edge), each on a database of its own with the same content. For each, in BENCH_ROUNDS (3)
 * rounds alternating the two sides: the home page, cached, read at 8 connections for BENCH_SECONDS (6) alone; then the
 * same for as long during a storm of 16 connections of uncached searches (a new query each request, as a person's
 * browser sends it: people's misses, which the edge never refuses). Printed per side: medians of the hits' req/s and
 * p99 alone and during the storm, the share of hits kept (each round's rate in the storm ÷ its rate alone just before,
 * the median of the rounds: the goal; the medians' ratio beside it), the storm's req/s, the edge's resident
 * memory at its largest during the storms (read every 100 ms) and what it was made of after each round, the render
 * process's,
 * and how long this machine takes to count to 3e8 (the loop time, to compare runs on other machines).
 * A third side, the "today" (BENCH_BASELINE, default a9f2a90: main when issue 67 measured the storm, one process
 * before the edge; ./support/baseline.ts checks it out, installs and builds it the first time, several minutes; an
 * empty BENCH_BASELINE leaves it out), runs the same rounds: the storm's misses are printed as each edge side's ÷ it
 * (the goal, ≥ 0.80) and ÷ this tree's one process, the medians' ratio and round by round.
 * BENCH_NICENESS (comma-separated, e.g. 0,2,5,10) runs the edge side once per value in each round, its render process
 * reniced to it before its turn (the edge sets RENDER_NICENESS, 10 by default, as it starts one): the trade-off between
 * the hits' share and the storm's own misses, measured in one run. BENCH_RENDERS (e.g. 3,4,8) runs one edge instance per
 * RENDERS_PER_RENDERER value instead of the default's.
 * Needs PostgreSQL (./support/benchApp.ts).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

import { type BenchApp, startBenchApp } from './support/benchApp'
import { baselineCheckout } from './support/baseline'
import { until } from '../tests/helpers/until'
import { proportionalMiB, residentMiB, sharedCleanMiB } from './support/processUsage'
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
  kind: 'edge' | 'one process' | 'before'
  app: BenchApp
  /** The render process's niceness for this side's turns (BENCH_NICENESS); undefined: as the edge set it. */
  niceness?: number
  rows: Row[]
}

/**
 * An instance's memory when its first process (the edge, or the one process) was largest after a round, in MiB: its
 * resident size (RSS), the part of it that is mapped code shared with the render process (the node binary's), the
 * Buffers outside V8's heap (in the edge, mostly the page cache's kept bodies: the storm's searches are kept too),
 * the render process's RSS, and the instance's proportional size (Pss, the shared pages counted once).
 */
interface Memory {
  rss: number
  sharedCode: number
  buffers: number
  renderer: number
  instancePss: number
}

const memory = new Map<BenchApp, Memory>()
/** Each instance's first process at its largest during a storm (RSS, MiB). */
const peaks = new Map<BenchApp, number>()
const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-storm-memory-'))

async function sampleMemory(app: BenchApp): Promise<void> {
  const rss = residentMiB(app.pid)
  if (rss <= (memory.get(app)?.rss ?? 0)) return
  const probeFile = path.join(probeDir, `${app.pid}.json`)
  fs.rmSync(probeFile, { force: true })
  process.kill(app.pid, 'SIGUSR2')
  await until(() => fs.existsSync(probeFile), {
    limitMs: 10_000,
    what: () => `the memory probe of process ${app.pid}`,
  })
  const usage = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage
  const renderer = childOf(app.pid)
  memory.set(app, {
    rss,
    sharedCode: sharedCleanMiB(app.pid),
    buffers: usage.arrayBuffers / 1024 / 1024,
    renderer: renderer ? residentMiB(renderer) : 0,
    instancePss: proportionalMiB(app.pid) + (renderer ? proportionalMiB(renderer) : 0),
  })
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
  if (side.niceness !== undefined) os.setPriority(childOf(pid)!, side.niceness)
  // Warm: the home page kept, the search page's code loaded.
  for (let i = 0; i < 3; i++) await fetch(`${baseUrl}/`, { headers: { 'user-agent': BROWSER } }).then((r) => r.text())
  await fetch(`${baseUrl}/search?q=warm`, { headers: { 'user-agent': BROWSER } }).then((r) => r.text())
  const quiet = await hits(baseUrl)
  const storming = storm(baseUrl)
  // Its resident size at its largest: read every 100 ms while the storm lasts, not only once it is over.
  const watch = setInterval(() => {
    peaks.set(side.app, Math.max(peaks.get(side.app) ?? 0, residentMiB(pid)))
  }, 100)
  // The storm fills the render process's queue first.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const during = await hits(baseUrl)
  const stormed = await storming
  clearInterval(watch)
  await sampleMemory(side.app)
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

const NICENESS = process.env.BENCH_NICENESS?.split(',').map(Number)
const RENDERS = process.env.BENCH_RENDERS?.split(',')
/** The "today": main when issue 67 was measured, one process before the edge (empty: not run). */
const BASELINE = process.env.BENCH_BASELINE ?? 'a9f2a90'
const baseline = BASELINE ? baselineCheckout(BASELINE) : null
const sides: Side[] = []
const apps: BenchApp[] = []
/** Each instance's name, for its memory lines. */
const appNames = new Map<BenchApp, string>()
interface Configuration {
  name: string
  overrides: Record<string, string>
  root?: string
  kind: 'edge' | 'one process' | 'before'
}
const configurations: Configuration[] = [
  ...(RENDERS
    ? RENDERS.map((renders) => ({
        name: `edge, ${renders} renders at once`,
        overrides: { EDGE: 'on', RENDERS_PER_RENDERER: renders },
        kind: 'edge' as const,
      }))
    : [{ name: 'edge (npm start, EDGE=on)', overrides: { EDGE: 'on' }, kind: 'edge' as const }]),
  { name: 'one process (EDGE=off)', overrides: { EDGE: 'off' }, kind: 'one process' },
  ...(baseline
    ? [
        {
          name: `before the edge (${baseline.commit.slice(0, 8)})`,
          overrides: {},
          root: baseline.root,
          kind: 'before' as const,
        },
      ]
    : []),
]
try {
  for (const { name, overrides, root, kind } of configurations) {
    // The read limit's budget raised, as bench:read and bench:miss raise it: every request is still counted.
    const app = await startBenchApp(
      {
        ...overrides,
        READ_RATE_LIMIT_PER_MINUTE: '10000000',
        NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'support/memoryProbe.mjs')}`,
        MEMORY_PROBE_DIR: probeDir,
      },
      root,
      { seed: true },
    )
    apps.push(app)
    appNames.set(app, name)
    if (kind === 'edge' && NICENESS)
      for (const niceness of NICENESS) sides.push({ name: `${name}, nice ${niceness}`, kind, app, niceness, rows: [] })
    else sides.push({ name, kind, app, rows: [] })
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
  // The hits kept, round by round (a round's storm right after its quiet read, at one speed of the machine), and
  // their median: the issue's goal. The medians' ratio is printed beside it.
  const keptRounds = (side: Side) => side.rows.map((row) => row.stormHitRps / row.quietRps)
  const percent = (share: number) => `${(share * 100).toFixed(0)} %`
  console.log(
    "| side | hits alone req/s | p99 ms | hits in storm req/s | p99 ms | kept (issue 67: ≥ 40 %) | kept, medians' ratio | storm req/s | storm non-2xx |",
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const side of sides) {
    console.log(
      `| ${side.name} | ${med(side, 'quietRps').toFixed(0)} | ${med(side, 'quietP99')} | ${med(side, 'stormHitRps').toFixed(0)} | ${med(side, 'stormHitP99')} | ${percent(median(keptRounds(side)))} (rounds ${keptRounds(side).map(percent).join(', ')}) | ${percent(med(side, 'stormHitRps') / med(side, 'quietRps'))} | ${med(side, 'stormRps').toFixed(1)} | ${med(side, 'stormNon2xx')} |`,
    )
  }
  const mib = (value: number) => value.toFixed(0)
  for (const app of apps) {
    const m = memory.get(app)!
    const name = appNames.get(app)!
    console.log(
      `\n${name}, resident at its largest during the storms: ${mib(peaks.get(app)!)} MiB (${(peaks.get(app)! * 1.048576).toFixed(1)} MB${sides.some((side) => side.app === app && side.kind === 'edge') ? '; issue 67: < 100 MB' : ''})` +
        `\n${name}, memory at its largest after a round (MiB): RSS ${mib(m.rss)} (of which ${mib(m.sharedCode)} shared code, ` +
        `${mib(m.buffers)} Buffers: the page cache's kept bodies and those in flight; without them ${mib(m.rss - m.buffers)})` +
        (m.renderer ? `; render process RSS ${mib(m.renderer)}` : '') +
        `; the instance's Pss ${mib(m.instancePss)}; high-water RSS ${mib(residentMiB(app.pid, 'VmHWM'))}`,
    )
  }
  // Each edge side's misses against each one process's, as the medians' ratio and round by round (adjacent turns,
  // at one speed of the machine).
  for (const side of sides.filter((candidate) => candidate.kind === 'edge'))
    for (const other of sides.filter((candidate) => candidate.kind !== 'edge')) {
      const rounds = side.rows.map((row, i) => (row.stormRps / other.rows[i]!.stormRps).toFixed(2))
      const goal = other.kind === 'before' ? ' (issue 67: ≥ 0.80 of the rate before the edge)' : ''
      console.log(
        `\nstorm misses, ${side.name} ÷ ${other.name}: ${(med(side, 'stormRps') / med(other, 'stormRps')).toFixed(2)}${goal}; rounds ${rounds.join(', ')}`,
      )
    }
  for (const side of sides) console.log(`${side.name} rounds: ${JSON.stringify(side.rows)}`)
} finally {
  for (const app of apps) await app.close()
}
