/**
 * Starts the built app (`server.ts`, production mode) as a child process on a free port, the way `npm start`
 * does, and speaks real HTTP to it. The global setup has made the build.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { freePort } from './freePort'
import { appEnv } from './testEnv'

const root = path.resolve(import.meta.dirname, '../..')

export interface AppServer {
  url: string
  process: ChildProcess
  output(): string
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>
  /** What Ctrl-C in a terminal does: SIGINT to the whole process group (postgres included); waits for the exit code. */
  interruptGroup(): Promise<number | null>
}

export async function startAppServer(env: Record<string, string>, options: { timeoutMs?: number; port?: number } = {}): Promise<AppServer> {
  // A given port: a restart that must keep its address (and so its BASE_URL).
  const port = options.port ?? (await freePort())
  // One process, as `npm start` runs it, so that a signal reaches the server itself.
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...appEnv({ HOST: '127.0.0.1', PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, ...env }), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that interruptGroup() can signal the app and its postgres together.
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before serving:\n${output}`)
    if (output.includes('PMS News is serving on')) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    process: child,
    output: () => output,
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
