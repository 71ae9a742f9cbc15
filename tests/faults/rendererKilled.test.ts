/**
 * A render process killed in the middle of a miss (issue 67, docs/decisions/085-edge-and-renderers.md): the edge
 * answers that miss 503 with Retry-After, goes on answering the pages it holds, says on `/ready` that it cannot render
 * while none is up, and starts a render process again, which then renders. The render process is stopped (SIGSTOP)
 * before the miss is sent, so that the miss is surely in its hands when it is killed.
 */
import os from 'node:os'
import { expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { insertArticle, insertAuthor, insertPms } from '../helpers/content'

// RENDER_NICENESS other than its default (10), so that a setting the edge ignored would fail here.
const RENDER_NICENESS = 7
const app = useApp({
  env: { EDGE: 'on', RENDER_NICENESS: String(RENDER_NICENESS) },
  arrange: async (sql) => {
    const pmsId = await insertPms(sql, { name: 'Killed PMS', slug: 'killed-pms' })
    const authorId = await insertAuthor(sql, { name: 'Ada', slug: 'ada' })
    for (const slug of ['held', 'missed'])
      await insertArticle(sql, { title: `Story ${slug}`, slug, body: 'Body text.', pms_id: pmsId, author_id: authorId })
  },
})
const get = (path: string) => fetch(`${app.url}${path}`)

/** The render processes' pids, in the order they said they were ready. */
const renderProcesses = () =>
  [...app.server.output().matchAll(/render process (\d+) is rendering on/g)].map((match) => Number(match[1]))

it('answers the miss a killed render process had 503, keeps serving hits, and renders again with a new one', async () => {
  expect((await get('/killed-pms/held')).headers.get('x-cache')).toBe('MISS')
  // Kept once the render process's answer is in the edge's cache, and no change heard since (the app's own start-up
  // writes may suspend the cache a moment): a condition to wait for, on a busy machine after the first answer.
  await expect.poll(async () => (await get('/killed-pms/held')).headers.get('x-cache')).toBe('HIT')
  const [renderer] = renderProcesses()
  expect(renderer).toBeGreaterThan(0)
  // At a lower OS priority than the edge (a higher niceness, RENDER_NICENESS steps above the edge's own, at most 19),
  // so that under load the CPU serves hits first.
  const rendererNiceness = Math.min(19, os.getPriority(app.server.process.pid) + RENDER_NICENESS)
  expect(os.getPriority(renderer)).toBe(rendererNiceness)

  process.kill(renderer!, 'SIGSTOP')
  const missed = get('/killed-pms/missed')
  // In the render process's hands, which does not answer; the edge answers what it holds all the same.
  const hit = await get('/killed-pms/held')
  expect(hit.status).toBe(200)
  expect(hit.headers.get('x-cache')).toBe('HIT')
  process.kill(renderer!, 'SIGKILL')

  const answer = await missed
  expect(answer.status).toBe(503)
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
  expect((await get('/killed-pms/held')).status).toBe(200)
  await expect.poll(async () => (await get('/ready')).status).toBe(503)

  // Another render process takes over; until it is ready /ready says 503, after it 200, and the miss renders.
  await expect.poll(() => renderProcesses().length, { timeout: 120_000 }).toBe(2)
  await expect.poll(async () => (await get('/ready')).status).toBe(200)
  expect(os.getPriority(renderProcesses()[1]!)).toBe(rendererNiceness)
  const rendered = await get('/killed-pms/missed')
  expect(rendered.status).toBe(200)
  expect(await rendered.text()).toContain('Story missed')
  expect(app.server.process.exitCode).toBeNull()
})
