/**
 * Visible health (issue 47): `/ready` beside `/up` reports PostgreSQL, Redis where configured, the jobs queue's oldest
 * due job and the heartbeats of the processes that run it; a worker killed without a word shows as dead, a worker
 * stopped cleanly does not, and the cockpit's dashboard says the same in words. Beats are fast here
 * (WORKER_HEARTBEAT_INTERVAL_MS) so that "dead within a minute" is seconds.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { startWorker, type WorkerProcess } from '../helpers/worker'

const BEAT_MS = 300
const app = useApp({ database: 'published', env: { WORKER_HEARTBEAT_INTERVAL_MS: String(BEAT_MS) } })
const workers: WorkerProcess[] = []
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill()))
})

interface Readiness {
  status: 'ready' | 'degraded' | 'unavailable'
  checks: {
    postgres: { ok: boolean; ms: number }
    redis: unknown
    jobs: { oldestDueSeconds: number; overdue: boolean }
    workers: { alive: number; dead: number; lastBeatAt: string | null }
  }
}

const readiness = async () => {
  const answer = await fetch(`${app.url}/ready`)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  return { status: answer.status, body: (await answer.json()) as Readiness }
}

/** The dashboard's line about the jobs queue, as `state: words`. */
async function dashboardQueueLine(): Promise<string> {
  // The first account registers once; signing in again with it is what a second call does.
  const { token } = await app.signInFirstEditor('readiness@pmsnews.example')
  // What a browser sends on opening the page: its session cookie, and that it navigated there itself.
  const html = await (
    await fetch(`${app.url}/cockpit`, { headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' } })
  ).text()
  return /<p class="dashboard-queue[^"]*" data-state="([a-z]+)">([^<]*)<\/p>/.exec(html)?.slice(1).join(': ') ?? ''
}

async function start(): Promise<WorkerProcess> {
  const worker = await startWorker({ ...app.env, BASE_URL: app.url, WORKER_HEARTBEAT_INTERVAL_MS: String(BEAT_MS) })
  workers.push(worker)
  return worker
}

describe('/ready', () => {
  it('is degraded, not unavailable, while nothing runs the jobs queue; /up stays plain', async () => {
    const { status, body } = await readiness()
    expect(status).toBe(200)
    expect(body.status).toBe('degraded')
    expect(body.checks.postgres.ok).toBe(true)
    expect(body.checks.redis).toBe('not configured')
    expect(body.checks.workers).toMatchObject({ alive: 0, dead: 0 })
    expect(await (await fetch(`${app.url}/up`)).text()).toBe('ok\n')
    expect(await dashboardQueueLine()).toMatch(/^trouble: No worker is running the jobs queue\. No job waits\.$/)
  })

  it('is ready with a live worker, and shows one killed without a word as dead within a few beats', async () => {
    const worker = await start()
    await expect.poll(async () => (await readiness()).body.status).toBe('ready')
    expect(await dashboardQueueLine()).toBe('ok: 1 worker running the jobs queue. No job waits.')

    await worker.kill()
    const killedAt = Date.now()
    await expect.poll(async () => (await readiness()).body.checks.workers).toMatchObject({ alive: 0, dead: 1 })
    // Three beats missed, and one more for the timing of the last.
    expect(Date.now() - killedAt).toBeLessThan(60_000)
    expect((await readiness()).body.status).toBe('degraded')
    expect(await dashboardQueueLine()).toMatch(
      /^trouble: No worker is running the jobs queue; stopped without a word: /,
    )
  })

  it('does not take a worker stopped cleanly (SIGTERM, a rolling deploy) for a dead one', async () => {
    await app.sql(`DELETE FROM worker_heartbeats`)
    const worker = await start()
    await expect.poll(async () => (await readiness()).body.checks.workers.alive).toBe(1)
    await worker.stop()
    expect(worker.process.exitCode).toBe(0)
    const [row] = await app.sql<{ stopped: boolean }>(`SELECT stopped_at IS NOT NULL AS stopped FROM worker_heartbeats`)
    expect(row).toEqual({ stopped: true })
    expect((await readiness()).body.checks.workers).toMatchObject({ alive: 0, dead: 0 })
  })

  it("reports a due job nobody takes as the queue's oldest, overdue once it has waited two minutes", async () => {
    await app.sql(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, created_at, updated_at)
       VALUES ('{"articleId": 1}', 'summary', 'default', now() - interval '5 minutes', now(), now())`,
    )
    const { body } = await readiness()
    expect(body.checks.jobs.overdue).toBe(true)
    expect(body.checks.jobs.oldestDueSeconds).toBeGreaterThanOrEqual(300)
    expect(await dashboardQueueLine()).toMatch(/The oldest due job has waited 5 min: publications are held up\.$/)
  })
})
