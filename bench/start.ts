/**
 * `npm run bench:start`: how long a production server takes to start — `npm start` as it runs now (the bundle in
 * dist/, scripts/bundleServer.ts) against the same server run from the TypeScript through tsx, as `npm start` ran it
 * before. Alternates the two sides on one migrated database (BENCH_ROUNDS pairs, 7 by default) and prints the medians
 * of the time until the server says it serves and of the CPU it spent until then, with their ratios. Each test file
 * of the suite that needs a server or a worker pays a start; so does every restart of an instance.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { ensureFreshBuild } from '../tests/helpers/build'
import { withMigratedDatabase } from './support/migratedDatabase'
import { median } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const root = path.resolve(import.meta.dirname, '..')
const SIDES = { 'dist/server.mjs (npm start)': ['dist/server.mjs'], 'tsx server.ts (before)': ['--import', 'tsx', 'server.ts'] } as const
type Side = keyof typeof SIDES

/** The process's user and system CPU so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function startOnce(args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ wallMs: number; cpuMs: number }> {
  const started = performance.now()
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited ${code} before it served`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving on')) resolve()
    })
  })
  const result = { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid!) }
  child.kill('SIGTERM')
  await exited
  return result
}

await ensureFreshBuild(root)
await withMigratedDatabase(async (env) => {
  const results = new Map<Side, { wallMs: number[]; cpuMs: number[] }>(Object.keys(SIDES).map((side) => [side as Side, { wallMs: [], cpuMs: [] }]))
  // One start of each first, not counted: the compile cache and the tsx cache are warm for both sides from then on.
  for (const args of Object.values(SIDES)) await startOnce(args, { ...env, PORT: '3999' })
  for (let round = 0; round < ROUNDS; round++) {
    const order = (round % 2 === 0 ? Object.keys(SIDES) : Object.keys(SIDES).reverse()) as Side[]
    for (const side of order) {
      const { wallMs, cpuMs } = await startOnce(SIDES[side], { ...env, PORT: '3999' })
      results.get(side)!.wallMs.push(wallMs)
      results.get(side)!.cpuMs.push(cpuMs)
    }
  }
  console.log(`server start, ${ROUNDS} alternated pairs on ${env.DATABASE_URL!.replace(/\/\/[^@]*@/, '//')}`)
  for (const [side, { wallMs, cpuMs }] of results) console.log(`${side.padEnd(30)} until serving: median ${median(wallMs).toFixed(0).padStart(5)} ms   CPU: median ${median(cpuMs).toFixed(0).padStart(5)} ms`)
  const [now, before] = [...results.values()]
  console.log(`ratio (npm start now ÷ before): wall ${(median(now!.wallMs) / median(before!.wallMs)).toFixed(2)}, CPU ${(median(now!.cpuMs) / median(before!.cpuMs)).toFixed(2)}`)
})
