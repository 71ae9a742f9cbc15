/**
 * Starts the built app (`dist/server.mjs`, production mode) as a child process on a free port, the way `npm start`
 * does, and speaks real HTTP to it. The global setup has made the build.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { serverNodeFlags } from '../../scripts/nodeFlags.mjs'
import { endWithTestFile } from './childProcesses'
import { freePort } from './freePort'
import { outputOf } from './outputOf'
import { appEnv } from './testEnv'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * How long a test's server waits at SIGTERM for answers in flight, not production's 25 s. A test that reads only a
 * response's status leaves a large body (the feed, llms-full.txt) unread, and the server's answer stays in flight, and
 * a teardown waits out the whole grace: at production's, ten files' teardowns would each wait 25 s. A test of shutdown under load (tests/faults/rollingRestart.test.ts) gives the
 * production figure.
 */
const TEST_SHUTDOWN_GRACE_SECONDS = '2'

export interface AppServer {
  url: string
  process: ChildProcess
  output(): string
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>
  /** What Ctrl-C in a terminal does: SIGINT to the whole process group (postgres included); waits for the exit code. */
  interruptGroup(): Promise<number | null>
}

export async function startAppServer(
  env: Record<string, string>,
  options: { timeoutMs?: number; port?: number } = {},
): Promise<AppServer> {
  // A given port: a restart that must keep its address (and so its BASE_URL).
  if (options.port) return startOnPort(options.port, env, options.timeoutMs)
  // Another test's server may take the same free port between our check and the listen: then try another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(await freePort(), env, options.timeoutMs)
    } catch (error) {
      if (attempt === 3 || !String(error).includes('is in use by another process')) throw error
    }
  }
}

async function startOnPort(port: number, env: Record<string, string>, timeoutMs = 90_000): Promise<AppServer> {
  // One process, as `npm start` runs it, so that a signal reaches the server itself.
  const serverEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...appEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      SHUTDOWN_GRACE_SECONDS: TEST_SHUTDOWN_GRACE_SECONDS,
      ...env,
    }),
    NODE_ENV: 'production' as const,
  }
  const child = spawn(path.join(root, 'node_modules/.bin/node'), [...serverNodeFlags(serverEnv), 'dist/server.mjs'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that interruptGroup() can signal the app and its postgres together.
    detached: true,
  })
  endWithTestFile(child, { group: true })
  const output = outputOf(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  await output.waitFor('PMS News is serving on', timeoutMs, 'the server')
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    process: child,
    output: output.text,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      child.kill('SIGTERM')
      return exited
    },
    async interruptGroup() {
      if (child.exitCode !== null) return child.exitCode
      process.kill(-child.pid!, 'SIGINT')
      return exited
    },
  }
}
