/** `npm run worker` as its own process, for the publishing tests. */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { NODE_FLAGS } from '../../scripts/nodeFlags.mjs'
import { endWithTestFile } from './childProcesses'
import { outputOf } from './outputOf'
import { appEnv } from './testEnv'

const root = path.resolve(import.meta.dirname, '../..')

export interface WorkerProcess {
  process: ChildProcess
  output(): string
  stop(): Promise<void>
  kill(): Promise<void>
}

/** `npm run worker`: the build's bundle, which the global setup makes before anything starts a worker. */
export async function startWorker(env: Record<string, string>, { timeoutMs = 90_000 } = {}): Promise<WorkerProcess> {
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [...NODE_FLAGS, 'dist/worker.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...appEnv(env), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  endWithTestFile(child)
  const output = outputOf(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await output.waitFor('worker is running', timeoutMs, 'the worker')
  return {
    process: child,
    output: output.text,
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
