/**
 * `npm run bench:login`: does the time of an answer tell a stranger whether an address has a cockpit account?
 * (issue 19, docs/decisions/020-sign-in-policy.md). On the built server (production mode, loopback), alternating in
 * one run: POST /cms-api/users/login with a wrong password for an existing account and for an address with no
 * account, then POST /cms-api/users/forgot-password for each. Prints the medians and their difference (goal: under
 * 20 ms). The sign-in limits are emptied before each pair, outside the timed part, so that every request is an
 * ordinary failed attempt and none is a 429.
 * Needs a PostgreSQL server: BENCH_DATABASE_URL, DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
 * BENCH_ROUNDS (60) sets the pairs per endpoint.
 */
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startBenchApp } from './support/benchApp'
import { median } from './support/stats'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60)
const WARM_UP = 5
const GOAL_MS = 20
const ACCOUNT = { email: 'bench-editor@example.com', password: 'a long bench password' }
const NOBODY = 'nobody-here@example.com'

const root = path.resolve(import.meta.dirname, '..')

function createAccount(env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    '--import',
    'tsx',
    'scripts/cli.ts',
    'users:create',
    '--email',
    ACCOUNT.email,
    '--password',
    ACCOUNT.password,
    '--role',
    'editor',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/node'), args, {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`users:create exited ${code}`))))
  })
}

async function timed(work: () => Promise<Response>, expected: number): Promise<number> {
  const started = performance.now()
  const response = await work()
  await response.arrayBuffer()
  const elapsed = performance.now() - started
  if (response.status !== expected) throw new Error(`expected ${expected}, got ${response.status}`)
  return elapsed
}

const app = await startBenchApp()
const database = new pg.Client({ connectionString: app.env.DATABASE_URL })
try {
  await createAccount(app.env)
  await database.connect()
  const post = (route: string, body: unknown) => () =>
    fetch(`${app.baseUrl}/cms-api/users/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  const endpoints = [
    {
      label: 'POST /cms-api/users/login, wrong password',
      route: 'login',
      status: 401,
      body: (email: string) => ({ email, password: 'not the password' }),
    },
    {
      label: 'POST /cms-api/users/forgot-password',
      route: 'forgot-password',
      status: 200,
      body: (email: string) => ({ email }),
    },
  ]
  console.log(
    `\nKnown account vs address with no account, ${ROUNDS} alternated pairs each, on ${os.cpus().length} cores`,
  )
  let met = true
  for (const endpoint of endpoints) {
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
      await database.query(`DELETE FROM rate_limits WHERE key LIKE 'sign-in%' OR key LIKE 'reset-%'`)
      // Alternate which goes first, so that neither always follows the other's leftovers.
      const order = round % 2 === 0 ? [ACCOUNT.email, NOBODY] : [NOBODY, ACCOUNT.email]
      for (const email of order) {
        const elapsed = await timed(post(endpoint.route, endpoint.body(email)), endpoint.status)
        if (round >= WARM_UP) (email === NOBODY ? unknown : known).push(elapsed)
      }
    }
    const difference = Math.abs(median(known) - median(unknown))
    met &&= difference < GOAL_MS
    console.log(endpoint.label)
    console.log(`  existing account     median ${median(known).toFixed(1).padStart(7)} ms`)
    console.log(`  no such account      median ${median(unknown).toFixed(1).padStart(7)} ms`)
    console.log(`  difference                  ${difference.toFixed(1).padStart(7)} ms (goal < ${GOAL_MS} ms)`)
  }
  console.log(met ? 'goal met' : 'goal NOT met')
} finally {
  await database.end().catch(() => undefined)
  await app.close()
}
