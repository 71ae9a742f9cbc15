/**
 * `npm run bench:start`: how long a production server takes to start — `npm start` as it runs now (the bundle in
 * dist/, scripts/bundleServer.ts) against the same server run from the TypeScript through tsx, as `npm start` ran it
 * before. Alternates the two sides on one migrated database (BENCH_ROUNDS pairs, 7 by default) and prints the medians
 * of the time until the server says it serves, of the CPU it spent until then and of its resident memory then, with
 * their ratios. Each test file
 * of the suite that needs a server or a worker pays a start; so does every restart of an instance.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { ensureFreshBuild } from '../tests/helpers/build'
import { withMigratedDatabase } from './support/migratedDatabase'
import { cpuMs, residentMiB } from './support/processUsage'
import { median } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const root = path.resolve(import.meta.dirname, '..')
const SIDES = {
  'dist/server.mjs (npm start)': ['dist/server.mjs'],
  'tsx server.ts (before)': ['--import', 'tsx', 'server.ts'],
} as const
type Side = keyof typeof SIDES

interface Start {
  wallMs: number
  cpuMs: number
  rssMiB: number
}

async function startOnce(args: readonly string[], env: NodeJS.ProcessEnv): Promise<Start> {
  const started = performance.now()
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited ${code} before it served`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving on')) resolve()
    })
  })
  const result = { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid!), rssMiB: residentMiB(child.pid!) }
  child.kill('SIGTERM')
  await exited
  return result
}

await ensureFreshBuild(root)
await withMigratedDatabase(async (env) => {
  const results = new Map<Side, Start[]>(Object.keys(SIDES).map((side) => [side as Side, []]))
  // One start of each first, not counted: the compile cache and the tsx cache are warm for both sides from then on.
  for (const args of Object.values(SIDES)) await startOnce(args, { ...env, PORT: '3999' })
  for (let round = 0; round < ROUNDS; round++) {
    const order = (round % 2 === 0 ? Object.keys(SIDES) : Object.keys(SIDES).reverse()) as Side[]
    for (const side of order) {
      results.get(side)!.push(await startOnce(SIDES[side], { ...env, PORT: '3999' }))
    }
  }
  console.log(`server start, ${ROUNDS} alternated pairs on ${env.DATABASE_URL!.replace(/\/\/[^@]*@/, '//')}`)
  const medianOf = (starts: Start[], figure: keyof Start) => median(starts.map((start) => start[figure]))
  for (const [side, starts] of results) {
    console.log(
      `${side.padEnd(30)} until serving: median ${medianOf(starts, 'wallMs').toFixed(0).padStart(5)} ms   CPU ${medianOf(starts, 'cpuMs').toFixed(0).padStart(5)} ms   resident ${medianOf(starts, 'rssMiB').toFixed(0).padStart(4)} MiB`,
    )
  }
  const [now, before] = [...results.values()] as [Start[], Start[]]
  const ratio = (figure: keyof Start) => (medianOf(now, figure) / medianOf(before, figure)).toFixed(2)
  console.log(
    `ratio (npm start now ÷ before): wall ${ratio('wallMs')}, CPU ${ratio('cpuMs')}, resident memory ${ratio('rssMiB')}`,
  )
})
