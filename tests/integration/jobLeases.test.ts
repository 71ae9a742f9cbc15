/**
 * Claims on the jobs queue are leases (src/features/jobs/jobLeases.ts): a live runner's jobs are never taken over, however
 * long they wait in its batch; a dead runner's are, once the stale interval has passed; a stopping runner hands back
 * what it has not started.
 */
import { expect, it, vi } from 'vitest'

import { holdJobLeases } from '../../src/features/jobs/jobLeases'
import { useLocalPayload } from '../helpers/localPayload'

/**
 * Long, so that no stamp can grow stale by itself while the test runs, however slow the machine: time passes here
 * by moving the stamps back in the database, and the runner's renewals come from its timer advanced by hand.
 */
const STALE_AFTER_SECONDS = 3600
/** The runner renews three times per stale interval. */
const RENEWAL_MS = (STALE_AFTER_SECONDS * 1000) / 3

const local = useLocalPayload()

/** What another runner would claim now: a runner of its own, whose renewals play no part here. */
const claim = async () => {
  const other = holdJobLeases(local.payload, STALE_AFTER_SECONDS)
  other.stop()
  return (await other.claim(5)).map((job) => job.id)
}
/** As if twice the stale interval had passed since each job's stamp was last written. */
const ageStamps = (ids: number[]) =>
  local.sql(`UPDATE payload_jobs SET updated_at = now() - make_interval(secs => $2) WHERE id = ANY($1)`, [
    ids,
    2 * STALE_AFTER_SECONDS,
  ])
/** The jobs among `ids` whose stamp is fresh (written within the stale interval). */
const fresh = async (ids: number[]) =>
  (
    await local.sql<{ id: number }>(
      `SELECT id FROM payload_jobs WHERE id = ANY($1) AND updated_at > now() - make_interval(secs => $2) ORDER BY id`,
      [ids, STALE_AFTER_SECONDS],
    )
  ).map((row) => row.id)

it("keeps a live runner's claimed jobs past the stale interval, and lets a dead runner's go", async () => {
  const rows = await local.sql<{ id: number }>(
    `INSERT INTO payload_jobs (task_slug, input) VALUES ('summary', '{"articleId":1}'), ('summary', '{"articleId":2}') RETURNING id`,
  )
  const ids = rows.map((row) => row.id).sort((a, b) => a - b)
  // Only the leases' renewal timer is faked; the database, its clock and expect.poll's own timers are real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  const leases = holdJobLeases(local.payload, STALE_AFTER_SECONDS)
  try {
    expect((await leases.claim(5)).map((job) => job.id).sort((a, b) => a - b)).toEqual(ids)
    // Twice the stale interval passes: without renewals another runner would take both. The runner renews them at
    // its next tick.
    await ageStamps(ids)
    await vi.advanceTimersByTimeAsync(RENEWAL_MS)
    await expect.poll(() => fresh(ids)).toEqual(ids)
    expect(await claim()).toEqual([])

    // The first job's runner is gone (its lease is no longer renewed): after the stale interval, another runner takes
    // it over, while the second, still renewed, stays.
    leases.forget({ id: ids[0]!, name: null, traceparent: null })
    await ageStamps(ids)
    await vi.advanceTimersByTimeAsync(RENEWAL_MS)
    await expect.poll(() => fresh(ids)).toEqual([ids[1]])
    expect(await claim()).toEqual([ids[0]])

    // A stopping runner hands back the job it never started, for the next claim, without waiting for the stale
    // interval (its stamp is fresh: only the hand-back makes it claimable).
    await leases.giveBack()
    leases.stop()
    expect(await claim()).toEqual([ids[1]])
  } finally {
    leases.stop()
    vi.useRealTimers()
  }
})
