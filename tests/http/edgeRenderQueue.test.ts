/**
 * People before crawlers at the edge (issue 67, docs/decisions/085-edge-and-renderers.md): with the render process
 * busy, an agent past its purpose's bound on renders is answered 503 with Retry-After at once, while a person's miss
 * waits its turn and is rendered, and a cached page is answered all along. The render process is held still (SIGSTOP)
 * so that its one render slot stays taken; the edge's `/metrics` shows when the crawler's miss holds that slot, so the
 * requests after it are sent only then (sent together, the crawler's second miss could take the slot first).
 */
import { expect, it, onTestFinished } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { insertArticle, insertAuthor, insertPms } from '../helpers/content'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot'

const TOKEN = 'edge-render-queue-metrics-token'
const app = useApp({
  env: { EDGE: 'on', RENDERS_PER_RENDERER: '1', AGENT_RENDERS_PER_PURPOSE: '1', METRICS_TOKEN: TOKEN },
  arrange: async (sql) => {
    const pmsId = await insertPms(sql, { name: 'Queue PMS', slug: 'queue-pms' })
    const authorId = await insertAuthor(sql, { name: 'Ada', slug: 'ada' })
    for (const slug of ['held', 'one', 'two', 'three'])
      await insertArticle(sql, { title: `Story ${slug}`, slug, body: 'Body text.', pms_id: pmsId, author_id: authorId })
  },
})
const get = (path: string, userAgent: string) => fetch(`${app.url}${path}`, { headers: { 'user-agent': userAgent } })

/** The edge's render queue as its `/metrics` shows it (the stopped render process's own figures are left out). */
async function renders() {
  const text = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()
  const figure = (pattern: RegExp) => Number(text.match(pattern)?.[1])
  return {
    inFlight: figure(/^pmsnews_edge_renders_in_flight (\d+)$/m),
    waitingPeople: figure(/^pmsnews_edge_renders_waiting\{reader="person"\} (\d+)$/m),
  }
}

it("refuses an agent past its purpose's bound while renders queue, never a person, and keeps answering hits", async () => {
  expect((await get('/queue-pms/held', BROWSER)).status).toBe(200)
  // Kept, or the hit below would wait behind the stopped render process instead of failing here.
  expect((await get('/queue-pms/held', BROWSER)).headers.get('x-cache')).toBe('HIT')
  const [renderer] = [...app.server.output().matchAll(/render process (\d+) is rendering on/g)].map((m) => Number(m[1]))
  process.kill(renderer!, 'SIGSTOP')
  // Also when an expectation fails: the render process must not stay stopped for the next test.
  onTestFinished(() => void process.kill(renderer!, 'SIGCONT'))

  // The crawler's first miss takes the one render slot (and its purpose's one place); a person's waits behind it.
  const crawled = get('/queue-pms/one', GPTBOT)
  await expect.poll(renders, { timeout: 30_000 }).toMatchObject({ inFlight: 1 })
  const read = get('/queue-pms/two', BROWSER)
  await expect.poll(renders, { timeout: 30_000 }).toMatchObject({ inFlight: 1, waitingPeople: 1 })
  const refused = await get('/queue-pms/three', GPTBOT)
  expect(refused.status).toBe(503)
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  const hit = await get('/queue-pms/held', BROWSER)
  expect(hit.headers.get('x-cache')).toBe('HIT')
  process.kill(renderer!, 'SIGCONT')
  expect((await read).status).toBe(200)
  expect((await crawled).status).toBe(200)
  expect(await renders()).toMatchObject({ inFlight: 0, waitingPeople: 0 })
})
