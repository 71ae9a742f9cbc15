/**
 * `npm run dev` as a newcomer runs it: a database without accounts gets one admin whose login is printed once; the
 * site and the cockpit answer; the jobs queue runs in the same process; without SMTP, mails land as .eml files under
 * DATA_DIR/mail with their paths logged; Ctrl-C (SIGINT) stops everything, even with the dev server's HMR connections
 * open.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { startAppServer } from '../helpers/appServer'
import { endWithTestFile } from '../helpers/childProcesses'
import { freePort } from '../helpers/freePort'
import { outputOf } from '../helpers/outputOf'
import { rawRequest } from '../helpers/rawRequest'
import { appEnv } from '../helpers/testEnv'

const root = path.resolve(import.meta.dirname, '../..')
// Seeded already: seeding renders dozens of images (half a minute of two cores), and the seed itself is
// tests/integration/cli.test.ts's, made once per run by the global setup; that an empty database is seeded at all is
// src/server/ensureDemoReady.test.ts's. Of the seed's 63 publications waiting for their jobs, two are left: the second
// finds the first related, which shows the dev process runs the queue; the other 61, a second of CPU each, only slowed
// the dev server's first compilations beside them (the `published` fixture's worker runs them all).
const app = useApp({
  database: 'seeded',
  server: false,
  arrange: (sql) => sql('DELETE FROM payload_jobs WHERE id NOT IN (SELECT id FROM payload_jobs ORDER BY id LIMIT 2)'),
})
const { sql } = app

// A guard against a hang, not a speed check: on a busy two-core laptop, seeding and Next's first dev compilations
// took more than 240 s beside the rest of the suite.
it('prints the admin login once on a seeded database without accounts, serves /up and /cockpit, and stops on SIGINT', async () => {
  const port = await freePort()
  const { dataDir } = app
  const child = spawn(path.join(root, 'node_modules/.bin/node'), ['scripts/launchDev.mjs'], {
    cwd: root,
    env: {
      // LOG_LEVEL as a newcomer has it, so that the mail's path is logged.
      ...appEnv({
        DATABASE_URL: app.database.url,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
      }),
      NODE_ENV: 'development',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  endWithTestFile(child)
  const log = outputOf(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let password: string | undefined
  try {
    await log.waitFor('PMS News is serving on', 300_000, 'npm run dev')
    expect(log.text()).not.toContain('Empty database')
    password = /password: (\S+)/.exec(log.text())?.[1]
    expect(password).toBeDefined()

    const base = `http://127.0.0.1:${port}`
    expect((await fetch(`${base}/up`)).status).toBe(200)
    // The cockpit's first request compiles Payload's admin in the dev server. Not through fetch, which gives up on an
    // answer whose headers take 300 s (undici's headersTimeout), as this first compilation did on a two-core machine
    // busy with other suites; this test's own limit guards against a hang. The printed login is tried on the built
    // server below, not here: `/cms-api` is a second compilation of Payload (a minute of a busy machine's two cores)
    // that the cockpit page's proves nothing more than.
    const cockpit = await rawRequest(base, 'GET', '/cockpit/login')
    expect(cockpit.status).toBe(200)
    expect(await sql('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 1 }])
    // The jobs queue runs in the dev process: the two publications left (above) get their summaries and related
    // articles.
    expect(log.text()).toContain('The jobs queue runs in this process')
    await expect
      .poll(async () => (await sql('SELECT count(DISTINCT article_id)::int AS n FROM article_related'))[0].n, {
        timeout: 300_000,
        interval: 500,
      })
      .toBeGreaterThan(0)

    // No SMTP_URL: the confirmation mail is an .eml file, and the log says where.
    const subscribed = await fetch(`${base}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"newcomer@example.com"}',
    })
    expect(subscribed.status).toBe(200)
    const mailDir = path.join(dataDir, 'mail')
    const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [])
    await expect.poll(() => mails().length, { timeout: 30_000, interval: 200 }).toBe(1)
    const eml = path.join(mailDir, mails()[0]!)
    const message = fs.readFileSync(eml, 'utf8')
    expect(message).toMatch(/^To: newcomer@example\.com$/m)
    expect(message).toMatch(/^Subject: Confirm your subscription to PMS News$/m)
    // Logged just after the file is in place: the line may still be on its way through the pipe.
    await expect.poll(() => log.text(), { timeout: 10_000 }).toContain(`mail written to ${eml}`)
  } finally {
    child.kill('SIGINT')
  }
  expect(await exited).toBe(0)

  // The printed login opens the cockpit.
  const built = await startAppServer(app.env)
  try {
    const login = await fetch(`${built.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@pmsnews.local', password }),
    })
    expect(login.status).toBe(200)
  } finally {
    await built.stop()
  }
}, 600_000)
