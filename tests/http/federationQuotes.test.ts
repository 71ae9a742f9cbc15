/**
 * Quote posts of our articles (FEP-044f; docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md), against
 * the independent Fedify peer on loopback (tests/fakes/activityPubPeer.ts): its QuoteRequest is answered by the
 * article's quote policy with an Accept carrying a QuoteAuthorization it can dereference, or a Reject; the quote post
 * waits for an editor beside replies; unpublishing revokes the authorization; a request about no public article is
 * ignored and stores nothing.
 */
import { Accept, Create, Delete, Note, QuoteAuthorization, QuoteRequest, Reject } from '@fedify/vocab'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ActivityPubPeer, startActivityPubPeer } from '../fakes/activityPubPeer'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'
import { demoParents } from '../helpers/content'
import { startWorker, type WorkerProcess } from '../helpers/worker'

const app = useApp({
  database: 'published',
  env: {
    FEDERATION_TEST_PRIVATE_ADDRESSES: 'true',
    JOBS_RETRY_DELAY_MS: '200',
    JOBS_POLL_INTERVAL_MS: '100',
    OUTBOUND_TIMEOUT_MS: '3000',
  },
})
const { sql } = app
const ACTIVITY_JSON = { Accept: 'application/activity+json' }

let peer: ActivityPubPeer
let worker: WorkerProcess
let cms: CmsRequest
let apiToken: string
let parents: { pms_id: number; author_id: number }

beforeAll(async () => {
  peer = await startActivityPubPeer()
  worker = await startWorker({ ...app.env, BASE_URL: app.url })
  ;({ cms } = await app.signInFirstEditor('quotes@pmsnews.example'))
  apiToken = (await insertApiToken(app.database.url)).token
  parents = await demoParents(sql)
  // `peer` follows the site; `peer4`, on the same server, follows nobody here.
  await peer.follow(new URL(`${app.url}/ap/actors/news`), 'peer')
})

afterAll(async () => {
  await worker?.stop()
  await peer?.close()
})

async function publish(title: string): Promise<number> {
  const response = await fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...parents,
      title,
      excerpt: `${title}.`,
      body: 'Hotels get **mobile keys**.',
      is_published: true,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const id = ((await response.json()) as { article: { id: number } }).article.id
  await expect
    .poll(() => peer.received.some((a) => a instanceof Create && a.objectId?.href === objectOf(id)))
    .toBe(true)
  return id
}

const site = () => new URL(`${app.url}/ap/actors/news`)
const objectOf = (articleId: number) => `${app.url}/ap/articles/${articleId}`

/** The peer's QuoteRequest for article `target`'s object (or any address), its quote post inline, as Mastodon sends it. */
function quoteRequest(target: string, as = 'peer') {
  const author = peer.context.getActorUri(as)
  const postId = new URL(`/users/${as}/statuses/${crypto.randomUUID()}`, peer.url)
  const post = new Note({
    id: postId,
    attribution: author,
    content: `<p>Worth reading <script>x()</script></p><span class="quote-inline"><br/>RE: ${target}</span>`,
    url: postId,
    quote: new URL(target),
  })
  return new QuoteRequest({
    id: new URL(`${postId.href}/quote`),
    actor: author,
    object: new URL(target),
    instrument: post,
  })
}

/** The answer (Accept or Reject) the peer took for `request`, once the worker delivered it. */
async function answerTo(request: QuoteRequest): Promise<Accept | Reject> {
  const answers = () =>
    peer.received.filter(
      (activity): activity is Accept | Reject =>
        (activity instanceof Accept || activity instanceof Reject) && activity.objectId?.href === request.id!.href,
    )
  await expect.poll(() => answers().length, { timeout: 30_000, interval: 100 }).toBe(1)
  return answers()[0]!
}

const quotesOf = (articleId: number) =>
  sql<{ kind: string; status: string; handle: string; content: string | null; object: string }>(
    `SELECT kind::text, status::text, handle, content, object FROM social_replies WHERE article_id = $1 AND kind = 'quote'`,
    [articleId],
  )

describe('a quote request', () => {
  it('is accepted for a public article anyone may quote, with an authorization the peer can dereference and check', async () => {
    const id = await publish('Harbor PMS opens its API to quotes')
    const object = await (await fetch(objectOf(id), { headers: ACTIVITY_JSON })).json()
    expect(object.interactionPolicy).toEqual({
      canQuote: { automaticApproval: 'https://www.w3.org/ns/activitystreams#Public' },
    })

    const request = quoteRequest(objectOf(id))
    await peer.send(site(), request)
    const answer = await answerTo(request)
    expect(answer).toBeInstanceOf(Accept)
    expect(answer.actorId?.href).toBe(`${app.url}/ap/actors/news`)
    const resultId = (answer as Accept).resultId
    expect(resultId?.href).toMatch(new RegExp(`^${app.url}/ap/quote-authorizations/[0-9a-f-]{36}$`))

    // The peer reads the stamp as FEP-044f asks a verifier to: the quote post, our article, and its author.
    const stamp = await peer.context.lookupObject(resultId!)
    expect(stamp).toBeInstanceOf(QuoteAuthorization)
    const authorization = stamp as QuoteAuthorization
    expect(authorization.interactingObjectId?.href).toBe(request.instrumentId?.href)
    expect(authorization.interactionTargetId?.href).toBe(objectOf(id))
    expect(authorization.attributionId?.href).toBe(`${app.url}/ap/actors/news`)

    // The quote post waits for an editor, sanitised, counted beside likes and reposts.
    expect(await quotesOf(id)).toEqual([
      {
        kind: 'quote',
        status: 'pending',
        handle: `@peer@${new URL(peer.url).host}`,
        content: expect.not.stringContaining('<script>'),
        object: request.instrumentId!.href,
      },
    ])
    const [counts] = await sql<{ quotes: number }>(
      `SELECT count(*)::int AS quotes FROM social_replies WHERE article_id = $1 AND kind = 'quote'`,
      [id],
    )
    expect(counts!.quotes).toBe(1)
    const listed = await fetch(
      `${app.url}/cms-api/social-replies?where[kind][equals]=quote&where[article][equals]=${id}`,
      {
        headers: { authorization: `JWT ${(await app.signInFirstEditor('quotes@pmsnews.example')).token}` },
      },
    )
    expect(((await listed.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })

  it('is rejected when the article may be quoted by nobody, and for a stranger when only followers may', async () => {
    const id = await publish('Nordlys keeps its roadmap to itself')
    await cms('PATCH', `/articles/${id}`, { quote_policy: 'nobody' })
    const object = await (await fetch(objectOf(id), { headers: ACTIVITY_JSON })).json()
    expect(object.interactionPolicy).toEqual({ canQuote: { automaticApproval: `${app.url}/ap/actors/news` } })
    const refused = quoteRequest(objectOf(id))
    await peer.send(site(), refused)
    expect(await answerTo(refused)).toBeInstanceOf(Reject)
    expect(await quotesOf(id)).toEqual([])

    await cms('PATCH', `/articles/${id}`, { quote_policy: 'followers' })
    const stranger = quoteRequest(objectOf(id), 'peer4')
    await peer.send(site(), stranger, 'peer4')
    expect(await answerTo(stranger)).toBeInstanceOf(Reject)
    const follower = quoteRequest(objectOf(id), 'peer')
    await peer.send(site(), follower)
    expect(await answerTo(follower)).toBeInstanceOf(Accept)
    expect((await quotesOf(id)).map((row) => row.handle)).toEqual([`@peer@${new URL(peer.url).host}`])
  })

  it('has its authorization revoked when the article is unpublished: a Delete to the quoter, and 410 at its address', async () => {
    const id = await publish('Apartio withdraws a statement')
    const request = quoteRequest(objectOf(id))
    await peer.send(site(), request)
    const stamp = ((await answerTo(request)) as Accept).resultId!.href
    expect((await fetch(stamp, { headers: ACTIVITY_JSON })).status).toBe(200)

    await cms('PATCH', `/articles/${id}`, { is_published: false })
    await expect
      .poll(() => peer.received.some((a) => a instanceof Delete && a.objectId?.href === stamp), { timeout: 30_000 })
      .toBe(true)
    const gone = await fetch(stamp, { headers: ACTIVITY_JSON })
    expect(gone.status).toBe(410)
    expect(await gone.json()).toMatchObject({ id: stamp, type: 'Tombstone' })
  })

  it('about a hidden, deleted or unknown article is ignored, and nothing is stored', async () => {
    const hidden = await publish('Roomcraft pulls a press release')
    await cms('PATCH', `/articles/${hidden}`, { is_published: false })
    const deleted = await publish('Roomcraft deletes a post')
    await cms('DELETE', `/articles/${deleted}`)
    const before = await sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM social_replies) + (SELECT count(*) FROM federation_quote_authorizations)
        + (SELECT count(*) FROM federation_activities WHERE type IN ('Accept', 'Reject'))::int AS n`,
    )
    const requests = [objectOf(hidden), objectOf(deleted), objectOf(2_000_000_000), 'https://elsewhere.example/x'].map(
      (target) => quoteRequest(target),
    )
    for (const request of requests) await peer.send(site(), request)
    expect(
      await sql(
        `SELECT (SELECT count(*) FROM social_replies) + (SELECT count(*) FROM federation_quote_authorizations)
          + (SELECT count(*) FROM federation_activities WHERE type IN ('Accept', 'Reject'))::int AS n`,
      ),
    ).toEqual(before)
    expect((await fetch(`${app.url}/ap/quote-authorizations/${crypto.randomUUID()}`)).status).toBe(404)
  })
})
