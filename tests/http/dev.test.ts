/**
 * `npm run dev` as a newcomer runs it: an empty database gets the demo content and one admin whose login is
 * printed once; the site and the cockpit answer; the jobs queue runs in the same process; without SMTP, mails land
 * as .eml files under DATA_DIR/mail with their paths logged; Ctrl-C (SIGINT) stops everything, even with the dev
 * server's HMR connections open.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { endWithTestFile } from '../helpers/childProcesses'
import { freePort } from '../helpers/freePort'
import { outputOf } from '../helpers/outputOf'
import { rawRequest } from '../helpers/rawRequest'
import { appEnv } from '../helpers/testEnv'

const root = path.resolve(import.meta.dirname, '../..')
const app = useApp({ server: false })
const { sql } = app

// A guard against a hang, not a speed check: on a busy two-core laptop, seeding and Next's first dev compilations
// took more than 240 s beside the rest of the suite.
it('seeds an empty database, prints the admin login once, serves /up and /cockpit, and stops on SIGINT', async () => {
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
  try {
    // It seeds the demo content before it serves.
    await log.waitFor('PMS News is serving on', 300_000, 'npm run dev')
    expect(log.text()).toContain('seed: created 63 articles')
    const password = /password: (\S+)/.exec(log.text())?.[1]
    expect(password).toBeDefined()

    const base = `http://127.0.0.1:${port}`
    expect((await fetch(`${base}/up`)).status).toBe(200)
    // Both first requests compile in the dev server: asked together, the two compilations share the cores. Not
    // through fetch, which gives up on an answer whose headers take 300 s (undici's headersTimeout), as these first
    // compilations did on a two-core machine busy with other suites; this test's own limit guards against a hang.
    const [login, cockpit] = await Promise.all([
      rawRequest(base, 'POST', '/cms-api/users/login', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@pmsnews.local', password }),
      }),
      rawRequest(base, 'GET', '/cockpit/login'),
    ])
    expect(login.status).toBe(200)
    expect(cockpit.status).toBe(200)
    expect(await sql('SELECT count(*)::int AS n FROM users')).toEqual([{ n: 1 }])
    // The jobs queue runs in the dev process: the seed's publications get their summaries and related articles. One
    // finished publication shows it; all 63 would only repeat what the `published` fixture's worker does, for a
    // minute of a busy laptop's time.
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
}, 600_000)
