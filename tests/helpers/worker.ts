/** `npm run worker` as its own process, for the publishing tests. */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { appEnv } from './testEnv'

const root = path.resolve(import.meta.dirname, '../..')

export interface WorkerProcess {
  process: ChildProcess
  output(): string
  stop(): Promise<void>
  kill(): Promise<void>
}

export async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'scripts/worker.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...appEnv(env), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 60_000
  while (!output.includes('worker is running')) {
    if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) throw new Error(`worker did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
  }
}
