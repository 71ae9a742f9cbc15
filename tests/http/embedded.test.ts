/**
 * The zero-configuration path: no DATABASE_URL, so the app runs embedded PostgreSQL under DATA_DIR. It must come
 * back after `kill -9` (which leaves postgres running with a stale owner) and stop cleanly on Ctrl-C.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { findRunningPostmaster } from '../../src/ground/db/embeddedPostgres'
import { startAppServer, type AppServer } from '../helpers/appServer'
import { runCliProcess } from '../helpers/runCliProcess'
import { freePort } from '../helpers/freePort'
import { tempDataDir } from '../helpers/testEnv'

const dataDir = tempDataDir()
const WORDPRESS_EXPORT = path.resolve(import.meta.dirname, '../fixtures/imports/wxr-1.1-wp3.1-small-export.xml')
let server: AppServer | undefined

afterAll(async () => {
  await server?.stop()
  const leftover = findRunningPostmaster(path.join(dataDir, 'postgres'))
  if (leftover !== null) process.kill(leftover, 'SIGINT')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Resolves once `pid` (a postgres server, not a child of this process) has exited. */
const exitOf = (pid: number) => expect.poll(() => isRunning(pid), { message: `process ${pid} still runs` }).toBe(false)

describe('embedded PostgreSQL', () => {
  it('starts without DATABASE_URL, survives kill -9 and a restart, and stops cleanly on Ctrl-C', async () => {
    const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()) }

    server = await startAppServer(env, { timeoutMs: 150_000 })
    expect(server.output()).toContain('No DATABASE_URL set: using embedded PostgreSQL')
    expect((await fetch(`${server.url}/up`)).status).toBe(200)
    const firstPostmaster = findRunningPostmaster(path.join(dataDir, 'postgres'))
    expect(firstPostmaster).not.toBeNull()

    const killed = server.process
    const gone = new Promise((resolve) => killed.once('exit', resolve))
    killed.kill('SIGKILL')
    await gone
    // The killed app could not stop its postgres: it is still running, owned by a dead process.
    expect(findRunningPostmaster(path.join(dataDir, 'postgres'))).toBe(firstPostmaster)

    server = await startAppServer(env, { timeoutMs: 150_000 })
    expect(server.output()).toContain(`stopping a stale server (pid ${firstPostmaster})`)
    expect((await fetch(`${server.url}/up`)).status).toBe(200)
    const secondPostmaster = findRunningPostmaster(path.join(dataDir, 'postgres'))
    expect(secondPostmaster).not.toBe(firstPostmaster)

    // Ctrl-C reaches postgres directly too; the app must still finish its own shutdown.
    expect(await server.interruptGroup()).toBe(0)
    server = undefined
    await exitOf(secondPostmaster!)
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  }, 400_000)
})

describe('embedded PostgreSQL shared between processes', () => {
  it('keeps serving the app when the CLI that started postgres exits first, and the last one out stops it', async () => {
    const shared = tempDataDir()
    const env = { DATA_DIR: shared, EMBEDDED_POSTGRES_PORT: String(await freePort()) }
    try {
      // The CLI holds postgres for as long as the test needs: it starts the server, loads Payload, then reads its PMS
      // map from a FIFO, which blocks until the test writes to it (nothing timed, and no seed to render meanwhile).
      const mapFifo = path.join(shared, 'pms-map.fifo')
      execFileSync('mkfifo', [mapFifo])
      const importing = runCliProcess(
        ['import:wordpress', '--file', WORDPRESS_EXPORT, '--pms-map', mapFifo, '--dry-run'],
        env,
      )
      await expect.poll(() => findRunningPostmaster(path.join(shared, 'postgres')), { timeout: 120_000 }).not.toBeNull()
      server = await startAppServer(env, { timeoutMs: 150_000 })
      await fs.promises.writeFile(mapFifo, '')
      const imported = await importing
      expect(imported.code, imported.stderr).toBe(0)
      expect(imported.stdout).toContain('Dry run: nothing was written.')
      expect(server.output()).toContain('embedded postgres: sharing the server used by process')

      expect((await fetch(`${server.url}/up`)).status).toBe(200)
      const postmaster = findRunningPostmaster(path.join(shared, 'postgres'))
      expect(postmaster).not.toBeNull()

      expect(await server.stop()).toBe(0)
      server = undefined
      await exitOf(postmaster!)
    } finally {
      const leftover = findRunningPostmaster(path.join(shared, 'postgres'))
      if (leftover !== null) {
        process.kill(leftover, 'SIGINT')
        await exitOf(leftover)
      }
      fs.rmSync(shared, { recursive: true, force: true })
    }
  }, 300_000)
})
