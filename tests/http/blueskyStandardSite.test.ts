/**
 * Bluesky natively (issue 66 item 5, docs/decisions/084-bluesky-standard-site.md), against a real AT Protocol network on
 * loopback (tests/helpers/atprotoNetwork.ts: a PLC directory, `@atproto/pds` and Bluesky's AppView): publishing an
 * article writes the site's `site.standard.publication` and the article's `site.standard.document` into the site's
 * repository, an edit rewrites the document, unpublishing deletes it; the well-known address and the page's head name
 * the records; the cross-post is the document's `bskyPostRef` and links the page; a reply on Bluesky comes into
 * moderation pending and shows on the page once approved, and one to an article no longer public is not kept; a PDS
 * that is away is tried again. The app reaches the PDS through a relay the test can close (tests/helpers/tcpGate.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { type AtprotoAccount, type AtprotoNetwork, startAtprotoNetwork } from '../helpers/atprotoNetwork'
import type { CmsRequest } from '../helpers/cockpitSession'
import { demoParents } from '../helpers/content'
import { startTcpGate, type TcpGate } from '../helpers/tcpGate'
import { startWorker, type WorkerProcess } from '../helpers/worker'

let network: AtprotoNetwork
let gate: TcpGate
let site: AtprotoAccount
let hotelier: AtprotoAccount
let sitePassword: string

// Before the app's own set-up (registered next): its environment names the PDS and the account.
beforeAll(async () => {
  network = await startAtprotoNetwork()
  gate = await startTcpGate(network.pdsPort)
  site = await network.createAccount('pmsnews')
  sitePassword = await network.appPassword(site)
  hotelier = await network.createAccount('hotelier')
})

const app = useApp({
  database: 'published',
  env: () => ({
    SOCIAL_NETWORK: 'bluesky',
    ATPROTO_PDS_URL: gate.url,
    ATPROTO_HANDLE: site.handle,
    ATPROTO_APP_PASSWORD: sitePassword,
    ATPROTO_REPLY_POLL_INTERVAL_MS: '200',
    JOBS_RETRY_DELAY_MS: '200',
    JOBS_POLL_INTERVAL_MS: '100',
    OUTBOUND_TIMEOUT_MS: '5000',
  }),
})
const { sql } = app

let worker: WorkerProcess
let cms: CmsRequest
let apiToken: string
let parents: { pms_id: number; author_id: number }

beforeAll(async () => {
  worker = await startWorker({ ...app.env, BASE_URL: app.url })
  ;({ cms } = await app.signInFirstEditor('bluesky@pmsnews.example'))
  apiToken = (await insertApiToken(app.database.url)).token
  parents = await demoParents(sql)
})

afterAll(async () => {
  await worker?.stop()
  await gate?.close()
  await network?.close()
})

async function publish(title: string): Promise<number> {
  const response = await fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...parents,
      title,
      excerpt: `${title}: the short version.`,
      body: 'Hotels get **mobile keys** this spring.',
      is_published: true,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { article: { id: number } }).article.id
}

interface DocumentRow {
  rkey: string
  uri: string
  cid: string
  post_uri: string | null
  post_cid: string | null
}

const documentRow = async (articleId: number) =>
  (await sql<DocumentRow>(`SELECT * FROM standard_site_documents WHERE article_id = $1`, [articleId]))[0]

/** The article's document row once the publishing job wrote it (with its post, where it names one). */
async function documentOf(articleId: number, withPost = true): Promise<DocumentRow> {
  await expect
    .poll(async () => {
      const row = await documentRow(articleId)
      return Boolean(row && (!withPost || row.post_uri))
    })
    .toBe(true)
  return (await documentRow(articleId))!
}

const rkeyOf = (uri: string) => uri.split('/').pop()!

const pagePath = async (articleId: number) => {
  const [row] = await sql<{ path: string }>(
    `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = $1`,
    [articleId],
  )
  return row!.path
}
const pageOf = async (articleId: number) => (await fetch(`${app.url}${await pagePath(articleId)}`)).text()

const repliesOf = (articleId: number) =>
  sql<{ id: number; status: string; handle: string; actor: string; content: string; url: string; activity: string }>(
    `SELECT id, status::text, handle, actor, content, url, activity FROM social_replies
     WHERE article_id = $1 AND kind = 'reply' ORDER BY id`,
    [articleId],
  )

describe('the site on Bluesky, as standard.site records in its own repository', () => {
  let articleId: number
  let document: DocumentRow
  let otherId: number

  it('writes the publication and a document on publication, and names both where standard.site looks', async () => {
    articleId = await publish('Harbor PMS opens its API to channel managers')
    document = await documentOf(articleId)

    const [publication] = await sql<{ uri: string; rkey: string }>(`SELECT uri, rkey FROM standard_site_publication`)
    expect(publication!.uri).toBe(`at://${site.did}/site.standard.publication/${publication!.rkey}`)
    const publicationRecord = await network.getRecord(site.did, 'site.standard.publication', publication!.rkey)
    expect(publicationRecord!.value).toEqual({
      $type: 'site.standard.publication',
      url: app.url,
      name: 'PMS News',
      description: 'News about hotel property management systems, for people and for software.',
    })

    expect(document.uri).toBe(`at://${site.did}/site.standard.document/${document.rkey}`)
    const record = await network.getRecord(site.did, 'site.standard.document', document.rkey)
    expect(record!.cid).toBe(document.cid)
    expect(record!.value).toMatchObject({
      $type: 'site.standard.document',
      site: publication!.uri,
      path: await pagePath(articleId),
      title: 'Harbor PMS opens its API to channel managers',
      description: 'Harbor PMS opens its API to channel managers: the short version.',
    })
    expect(Date.parse(record!.value.publishedAt)).not.toBeNaN()

    const wellKnown = await fetch(`${app.url}/.well-known/site.standard.publication`)
    expect(wellKnown.status).toBe(200)
    expect(wellKnown.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await wellKnown.text()).toBe(publication!.uri)

    await expect.poll(() => pageOf(articleId)).toContain(`<link rel="site.standard.document" href="${document.uri}"/>`)
  })

  it('cross-posts once, linking the page, and the document names that post', async () => {
    const post = await network.getRecord(site.did, 'app.bsky.feed.post', rkeyOf(document.post_uri!))
    expect(post!.uri).toBe(document.post_uri)
    expect(post!.cid).toBe(document.post_cid)
    expect(post!.value.embed).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: { uri: `${app.url}${await pagePath(articleId)}` },
    })
    const record = await network.getRecord(site.did, 'site.standard.document', document.rkey)
    expect(record!.value.bskyPostRef).toEqual({ uri: post!.uri, cid: post!.cid })
    const [logged] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM publish_events WHERE article_id = $1 AND task = 'social-post' AND status = 'succeeded'`,
      [articleId],
    )
    expect(logged!.n).toBe(1)
  })

  it('rewrites the document when the article is edited', async () => {
    await cms('PATCH', `/articles/${articleId}`, { title: 'Harbor PMS opens its whole API to channel managers' })
    await expect
      .poll(async () => (await network.getRecord(site.did, 'site.standard.document', document.rkey))?.value.title)
      .toBe('Harbor PMS opens its whole API to channel managers')
    const record = await network.getRecord(site.did, 'site.standard.document', document.rkey)
    expect(record!.value.bskyPostRef).toEqual({ uri: document.post_uri, cid: document.post_cid })
    expect((await documentRow(articleId))!.uri).toBe(document.uri)
  })

  it('brings a reply on Bluesky into moderation, pending, sanitised and once; an approved one shows on the page', async () => {
    const root = { uri: document.post_uri!, cid: document.post_cid! }
    const reply = await network.reply(hotelier, root, root, 'Useful, thanks!\n<script>alert(1)</script>')
    await network.settle()
    await expect.poll(async () => (await repliesOf(articleId)).length).toBe(1)
    const [pending] = await repliesOf(articleId)
    expect(pending).toMatchObject({
      status: 'pending',
      handle: `@${hotelier.handle}`,
      actor: `https://bsky.app/profile/${hotelier.did}`,
      url: `https://bsky.app/profile/${hotelier.handle}/post/${rkeyOf(reply.uri)}`,
      activity: reply.uri,
      content: '<p>Useful, thanks!<br />&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    })
    expect(await pageOf(articleId)).not.toContain('Useful, thanks!')

    // A second reply: the round that brings it read the first again, which is still kept once.
    await network.reply(hotelier, root, { uri: reply.uri, cid: reply.cid }, 'Agreed.')
    await network.settle()
    await expect
      .poll(async () => (await repliesOf(articleId)).map((kept) => kept.content))
      .toEqual([pending!.content, '<p>Agreed.</p>'])

    await cms('PATCH', `/social-replies/${pending!.id}`, { status: 'approved' })
    const html = await pageOf(articleId)
    expect(html).toContain('Useful, thanks!')
    expect(html).toContain(`@${hotelier.handle}`)
    expect(html).not.toContain('<script>alert(1)')
  })

  it('deletes the document when the article is unpublished, and keeps no reply to it after', async () => {
    await cms('PATCH', `/articles/${articleId}`, { is_published: false })
    await expect.poll(async () => network.getRecord(site.did, 'site.standard.document', document.rkey)).toBeNull()
    // The step forgets its row once the PDS has deleted the record: a moment after, in the same step.
    await expect.poll(async () => documentRow(articleId)).toBeUndefined()

    // A reply to its post now, and then one to a public article's: once the second is in, the first was passed over.
    const root = { uri: document.post_uri!, cid: document.post_cid! }
    await network.reply(hotelier, root, root, 'Where did it go?')
    otherId = await publish('Tidewater adds mobile keys')
    const other = await documentOf(otherId)
    const otherRoot = { uri: other.post_uri!, cid: other.post_cid! }
    await network.reply(hotelier, otherRoot, otherRoot, 'Mobile keys at last.')
    await network.settle()
    await expect.poll(async () => (await repliesOf(otherId)).length).toBe(1)
    expect((await repliesOf(articleId)).map((reply) => reply.content)).toEqual([
      '<p>Useful, thanks!<br />&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>Agreed.</p>',
    ])
  })

  it('deletes the document of a deleted article', async () => {
    const { rkey } = (await documentRow(otherId))!
    await cms('DELETE', `/articles/${otherId}`)
    await expect.poll(async () => network.getRecord(site.did, 'site.standard.document', rkey)).toBeNull()
    await expect.poll(async () => documentRow(otherId)).toBeUndefined()
  })

  it('tries again while the PDS is away, and writes the records once it is back', async () => {
    await gate.close()
    const id = await publish('Bunkhouse PMS moves to the cloud')
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: number }>(
              `SELECT count(*)::int AS n FROM publish_events WHERE article_id = $1 AND status = 'failed'`,
              [id],
            )
          )[0]!.n,
      )
      .toBeGreaterThan(0)
    expect(await documentRow(id)).toBeUndefined()
    await gate.open()
    const row = await documentOf(id)
    const record = await network.getRecord(site.did, 'site.standard.document', row.rkey)
    expect(record!.value.title).toBe('Bunkhouse PMS moves to the cloud')
    expect(record!.value.bskyPostRef).toEqual({ uri: row.post_uri, cid: row.post_cid })
  })
})
