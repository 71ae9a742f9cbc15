/**
 * A publishing task runs once per job even when its job runs again (docs/decisions/012-publishing-jobs.md): the
 * database can go away after a task's work and its log entry committed, before Payload recorded the task as done, and
 * the job's next run then finds the entry of its own job and does not do the work, or log it, twice
 * (tests/faults/postgresRestarts.test.ts met it once in a full run). Another job of the same article does the work.
 */
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let tasks: typeof import('../../src/features/publishing/publishTasks')

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  // The app's modules read the environment that startLocalPayload sets, so they are imported after it.
  tasks = await import('../../src/features/publishing/publishTasks')
})

afterAll(async () => {
  await local?.close()
})

type Handler = (args: { input: unknown; job?: { id: number }; req: PayloadRequest }) => Promise<{ output: unknown }>

it('does a task once per job, however often the job runs, and again for a new job', async () => {
  const article = await createArticle(payload, await createArticleParents(payload), { is_published: true })
  const embedding = tasks.embeddingTask.handler as unknown as Handler
  const run = (jobId: number) =>
    embedding({ input: { articleId: article.id }, job: { id: jobId }, req: { payload } as PayloadRequest })
  const entries = async () =>
    (
      await payload.find({
        collection: 'publish-events',
        where: { article: { equals: article.id }, task: { equals: 'embedding' } },
        sort: 'id',
        depth: 0,
      })
    ).docs.map((entry) => ({ job: entry.job_id, status: entry.status }))

  const first = await run(900_001)
  expect(await entries()).toEqual([{ job: 900_001, status: 'succeeded' }])
  // The same job again: the entry of its earlier run answers, and nothing is done or logged.
  const { status, message } = first.output as { status: string; message: string }
  expect((await run(900_001)).output).toEqual({ status, message })
  expect(await entries()).toEqual([{ job: 900_001, status: 'succeeded' }])
  // A new publication's job runs the task again (which finds the embedding up to date, and says so).
  await run(900_002)
  expect((await entries()).map((entry) => entry.job)).toEqual([900_001, 900_002])
})
