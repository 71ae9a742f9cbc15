/**
 * Claims on the jobs queue are leases (src/jobs/jobLeases.ts): a live runner's jobs are never taken over, however
 * long they wait in its batch; a dead runner's are, once the stale interval has passed; a stopping runner hands back
 * what it has not started.
 */
import { expect, it } from 'vitest'

import { holdJobLeases } from '../../src/jobs/jobLeases'
import { claimJobs } from '../../src/jobs/jobRunner'
import { useLocalPayload } from '../helpers/localPayload'

/** Short, so that the test is quick; the runner renews three times per interval, so a renewal may be late by two thirds of it. */
const STALE_AFTER_SECONDS = 3

const local = useLocalPayload()

const passes = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))
const claim = () => claimJobs(local.payload, 5, STALE_AFTER_SECONDS)

it("keeps a live runner's claimed jobs past the stale interval, and lets a dead runner's go", async () => {
  const rows = await local.sql<{ id: number }>(
    `INSERT INTO payload_jobs (task_slug, input) VALUES ('summary', '{"articleId":1}'), ('summary', '{"articleId":2}') RETURNING id`,
  )
  const ids = rows.map((row) => row.id).sort((a, b) => a - b)
  const leases = holdJobLeases(local.payload, STALE_AFTER_SECONDS)
  try {
    expect((await claim()).sort((a, b) => a - b)).toEqual(ids)
    leases.hold(ids)
    // Twice the stale interval: without renewals another runner would take both.
    await passes(2 * STALE_AFTER_SECONDS)
    expect(await claim()).toEqual([])

    // The first job's runner is gone (its lease is no longer renewed): another runner takes it over.
    leases.drop(ids[0]!)
    await passes(STALE_AFTER_SECONDS + 1)
    expect(await claim()).toEqual([ids[0]])

    // A stopping runner hands back the job it never started, for the next claim, without waiting for the stale
    // interval. (A renewal that was already under way can hold the row's lock for a moment, and a claim skips locked
    // rows: it is asked again, for well under the interval.)
    await leases.releaseAll()
    leases.stop()
    await expect.poll(claim, { timeout: (STALE_AFTER_SECONDS * 1000) / 2, interval: 50 }).toEqual([ids[1]])
  } finally {
    leases.stop()
  }
})
