/**
 * `npm run lint`: every `lint:*` script of package.json, as many at a time as the machine has cores. Each check is one
 * process on one core (ESLint about 22 s of CPU, Prettier 19, the floors 4, Knip 4 on a two-core machine at a 2 s
 * loop), so one after another they took their sum; side by side, the longest lane. A check's output is printed whole
 * under its name when it ends, so two checks' lines never interleave, and the command fails when any check fails.
 * The scripts start in package.json's order, so the longest come first.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

const root = path.join(import.meta.dirname, '..')
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const waiting = Object.keys(scripts).filter((name) => name.startsWith('lint:'))
// What `npm run` gives a script: the project's binaries first on the PATH. The checks write to a pipe, not to the
// terminal, so they keep their colours only when told to.
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
}

const started = performance.now()
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`
const failed = []
const running = new Set()

/** Runs one check to its end; resolves with nothing, having printed its output and noted a failure. */
function run(name) {
  const since = performance.now()
  // Its own process group, so that stopping it stops what its shell started (below).
  const child = spawn(scripts[name], { cwd: root, env, shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.stack}\n`)))
    child.on('close', (code, signal) => {
      running.delete(child)
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`
      if (code !== 0) failed.push(name)
      process.stdout.write(`::: ${name} (${scripts[name]}) ${outcome} in ${seconds(since)}\n`)
      process.stdout.write(Buffer.concat(output))
      resolve()
    })
  })
}

async function lane() {
  for (let name = waiting.shift(); name; name = waiting.shift()) await run(name)
}

// Ctrl-C or a stop reaches this process only: the checks run in process groups of their own.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) process.kill(-child.pid, signal)
    process.exit(1)
  })

await Promise.all(Array.from({ length: Math.min(availableParallelism(), waiting.length) }, lane))
if (failed.length > 0) {
  process.stdout.write(`::: lint failed in ${seconds(started)}: ${failed.join(', ')}\n`)
  process.exitCode = 1
} else process.stdout.write(`::: lint passed in ${seconds(started)}\n`)
