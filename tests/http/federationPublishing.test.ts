/**
 * The social web, second part (issue 44, docs/decisions/044-federation.md): publishing federates. Over real processes
 * — the built app, an `npm run worker` that sends the queue, and a second ActivityPub server on loopback
 * (tests/fakes/activityPubPeer.ts) that checks every signature as a real server does — an article's first publication
 * reaches its followers as `Create` (and `Announce` from its PMS's actor) once per server, an edit as `Update`, and
 * unpublishing or deleting as `Delete`, after which its object answers 410.
 */
import { detachSignature, verifyJsonLd, verifyObject, verifyRequest } from '@fedify/fedify'
import { Activity, Announce, Article, Create, Delete, Like, Mention, Note, Update } from '@fedify/vocab'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ActivityPubPeer, startActivityPubPeer } from '../fakes/activityPubPeer'
import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import type { CmsRequest } from '../helpers/cockpitSession'
import { demoParents, insertAuthor } from '../helpers/content'
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
let token: string
let apiToken: string
let parents: { pms_id: number; author_id: number }
let pmsSlug: string

beforeAll(async () => {
  peer = await startActivityPubPeer()
  worker = await startWorker({ ...app.env, BASE_URL: app.url })
  ;({ cms, token } = await app.signInFirstEditor('federation@pmsnews.example'))
  apiToken = (await insertApiToken(app.database.url)).token
  parents = await demoParents(sql)
  const [pms] = await sql<{ slug: string }>(`SELECT slug FROM pmses WHERE id = $1`, [parents.pms_id])
  pmsSlug = pms!.slug
  // Two users of the peer's server follow the site, a third the PMS: one server, one shared inbox.
  await peer.follow(new URL(`${app.url}/ap/actors/news`), 'peer')
  await peer.follow(new URL(`${app.url}/ap/actors/news`), 'peer2')
  await peer.follow(new URL(`${app.url}/ap/actors/${pmsSlug}`), 'peer3')
})

afterAll(async () => {
  await worker?.stop()
  await peer?.close()
})

async function publish(title: string, byline: { author_ids?: number[] } = {}): Promise<number> {
  const response = await fetch(`${app.url}/api/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      pms_id: parents.pms_id,
      author_id: parents.author_id,
      title,
      excerpt: `${title}: the short version.`,
      body: 'Hotels get **mobile keys** this spring. [Details](/glossary).',
      is_published: true,
      ...byline,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { article: { id: number } }).article.id
}

/** The activities of `type` about article `id` that the peer took, once every delivery queued for it is done. */
async function delivered<T>(type: new (...args: never[]) => T, articleId: number, count = 1): Promise<T[]> {
  const objectId = `${app.url}/ap/articles/${articleId}`
  const about = (activity: unknown) =>
    activity instanceof type &&
    ((activity as Create).objectId?.href === objectId ||
      (activity as Create).objectIds.some((id) => id.href === objectId))
  await expect
    .poll(() => peer.received.filter(about).length, { timeout: 30_000, interval: 100 })
    .toBeGreaterThanOrEqual(count)
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            `SELECT count(*)::int AS n FROM federation_deliveries d JOIN federation_activities a ON a.id = d.activity_id
             WHERE a.article_id = $1 AND d.state = 'pending'`,
            [articleId],
          )
        )[0]!.n,
      { timeout: 30_000, interval: 100 },
    )
    .toBe(0)
  return peer.received.filter(about) as T[]
}

const loaders = () => ({ documentLoader: peer.context.documentLoader, contextLoader: peer.context.contextLoader })
const postsOf = (activityId: string) => peer.posts.filter((post) => post.activityId === activityId)

describe('publishing on the social web', () => {
  it("sends a first publication as one Create to each server of the site's followers, announced by its PMS", async () => {
    const id = await publish('Harbor PMS brings mobile keys to hostels')
    const [create] = await delivered(Create, id)
    const article = await create!.getObject(loaders())
    expect(article).toBeInstanceOf(Article)
    expect((article as Article).name?.toString()).toBe('Harbor PMS brings mobile keys to hostels')
    expect((article as Article).content?.toString()).toContain('<strong>mobile keys</strong>')
    // Links in the body are absolute: a remote server has no base to resolve them against.
    expect((article as Article).content?.toString()).toContain(`href="${app.url}/glossary"`)
    expect(create!.actorId?.href).toBe(`${app.url}/ap/actors/news`)
    // Three followers on one server: one delivery, to its shared inbox.
    expect(postsOf(create!.id!.href)).toEqual([{ path: '/inbox', activityId: create!.id!.href }])

    const [announce] = await delivered(Announce, id)
    expect(announce!.actorId?.href).toBe(`${app.url}/ap/actors/${pmsSlug}`)
    expect(postsOf(announce!.id!.href)).toHaveLength(1)

    const log = await sql<{ status: string; message: string }>(
      `SELECT status, message FROM publish_events WHERE article_id = $1 AND task = 'social-web'`,
      [id],
    )
    expect(log).toEqual([{ status: 'succeeded', message: expect.stringContaining('1 server') }])
  })

  it("names a co-byline's authors in the object and its preview, and each handle as the page's fediverse:creator", async () => {
    const fed = await insertAuthor(sql, {
      name: 'Fed Writer',
      slug: 'fed-writer',
      fediverse_handle: '@fed@social.example',
    })
    const [lead] = await sql<{ name: string; slug: string; fediverse_handle: string | null }>(
      `SELECT name, slug, fediverse_handle FROM authors WHERE id = $1`,
      [parents.author_id],
    )
    const id = await publish('Two names on the social web', { author_ids: [parents.author_id, fed] })
    const [create] = await delivered(Create, id)
    // Each handle marked up as Mastodon marks a mention, and named by a Mention tag: the byline survives on a server
    // that shows only the object's actor (docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md).
    const mention = (handle: string | null) => {
      if (!handle) return ''
      const [, user, host] = handle.split('@')
      return ` (<span class="h-card" translate="no"><a href="https://${host}/@${user}" class="u-url mention">@<span>${user}</span></a></span>)`
    }
    const byline = `<p>By <a href="${app.url}/authors/${lead!.slug}">${lead!.name}</a>${mention(lead!.fediverse_handle)} and <a href="${app.url}/authors/fed-writer">Fed Writer</a>${mention('@fed@social.example')}</p>`
    const sent = (await create!.getObject(loaders())) as Article
    expect(sent.content?.toString().startsWith(byline)).toBe(true)
    const mentions: Array<{ href: string | undefined; name: string | undefined }> = []
    for await (const tag of sent.getTags(loaders()))
      if (tag instanceof Mention) mentions.push({ href: tag.href?.href, name: tag.name?.toString() })
    expect(mentions).toEqual(
      [lead!.fediverse_handle, '@fed@social.example']
        .filter((handle) => handle !== null)
        .map((handle) => ({ href: `https://${handle.split('@')[2]}/@${handle.split('@')[1]}`, name: handle })),
    )
    const object = (await (await fetch(`${app.url}/ap/articles/${id}`, { headers: ACTIVITY_JSON })).json()) as {
      attributedTo: string
      preview: { content: string }
    }
    expect(object.attributedTo).toBe(`${app.url}/ap/actors/news`)
    expect(object.preview.content).toContain(byline)
    const [row] = await sql<{ path: string }>(`SELECT path FROM federation_articles WHERE article_id = $1`, [id])
    const html = await (await fetch(`${app.url}${row!.path}`)).text()
    // One for each author who has a handle, in byline order (the demo's lead may have one too).
    expect(html.match(/<meta name="fediverse:creator"[^>]*>/g)).toEqual(
      [lead!.fediverse_handle, '@fed@social.example']
        .filter((handle) => handle !== null)
        .map((handle) => `<meta name="fediverse:creator" content="${handle}"/>`),
    )
  })

  it('serves the article as its object, at its id and at its page with ActivityPub asked for, linked from the page', async () => {
    const id = await publish('Nordlys certifies its booking engine')
    await delivered(Create, id)
    const [row] = await sql<{ path: string }>(`SELECT path FROM federation_articles WHERE article_id = $1`, [id])
    const byId = await fetch(`${app.url}/ap/articles/${id}`, { headers: ACTIVITY_JSON })
    expect(byId.status).toBe(200)
    expect(byId.headers.get('content-type')).toBe('application/activity+json')
    const object = (await byId.json()) as Record<string, unknown>
    expect(object).toMatchObject({
      id: `${app.url}/ap/articles/${id}`,
      type: 'Article',
      name: 'Nordlys certifies its booking engine',
      attributedTo: `${app.url}/ap/actors/news`,
      preview: { type: 'Note' },
    })
    expect(object.url).toContainEqual({ type: 'Link', mediaType: 'text/html', href: `${app.url}${row!.path}` })
    const atPage = await fetch(`${app.url}${row!.path}`, {
      headers: {
        Accept:
          'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams", text/html;q=0.1',
      },
    })
    expect(atPage.status).toBe(200)
    expect(((await atPage.json()) as { id: string }).id).toBe(`${app.url}/ap/articles/${id}`)
    // A browser at the same address still gets the page, which names the object.
    const html = await (await fetch(`${app.url}${row!.path}`)).text()
    expect(html).toContain(
      `<link rel="alternate" type="application/activity+json" href="${app.url}/ap/articles/${id}"/>`,
    )
    // The site's outbox lists what it sent, newest first.
    const outbox = (await (await fetch(`${app.url}/ap/actors/news/outbox`, { headers: ACTIVITY_JSON })).json()) as {
      totalItems: number
      first: string
    }
    expect(outbox.totalItems).toBeGreaterThanOrEqual(2)
    const first = (await (await fetch(outbox.first, { headers: ACTIVITY_JSON })).json()) as {
      orderedItems: Array<{ type: string; object: { id: string } }>
    }
    expect(first.orderedItems[0]).toMatchObject({ type: 'Create', object: { id: `${app.url}/ap/articles/${id}` } })
  })

  it('sends an edit as Update, and the first publication only once', async () => {
    const id = await publish('Tidewater opens its API')
    const [create] = await delivered(Create, id)
    await cms('PATCH', `/articles/${id}`, { title: 'Tidewater opens its API to channel managers' })
    const [update] = await delivered(Update, id)
    const object = await update!.getObject(loaders())
    expect((object as Article).name?.toString()).toBe('Tidewater opens its API to channel managers')
    // The Create went out once, whatever ran after it.
    expect(postsOf(create!.id!.href)).toHaveLength(1)
  })

  it('sends a correction as an Update carrying the note, dated by the server whatever the writer sent (docs/decisions/073-corrections.md)', async () => {
    const id = await publish('Tidewater prices its plans')
    await delivered(Create, id)
    const before = Date.now()
    await cms('PATCH', `/articles/${id}`, {
      corrections: [
        { kind: 'correction', text: 'An earlier version gave the wrong price.', date: '2020-01-01T00:00:00Z' },
      ],
    })
    const [update] = await delivered(Update, id)
    const content = ((await update!.getObject(loaders())) as Article).content?.toString()
    expect(content).toMatch(
      /<aside><h2>Corrections and updates<\/h2><p><strong>Correction, \d{1,2} \w{3} \d{4}:<\/strong> An earlier version gave the wrong price\.<\/p><\/aside>$/,
    )
    const [note] = await sql<{ date: Date }>(`SELECT date FROM articles_corrections WHERE _parent_id = $1`, [id])
    expect(note!.date.getTime()).toBeGreaterThanOrEqual(before - 1000)
    // A note kept is never re-dated, whatever a later save sends.
    const [kept] = await sql<{ id: string }>(`SELECT id FROM articles_corrections WHERE _parent_id = $1`, [id])
    await cms('PATCH', `/articles/${id}`, {
      corrections: [
        {
          id: kept!.id,
          kind: 'correction',
          text: 'An earlier version gave the wrong price.',
          date: '2020-01-01T00:00:00Z',
        },
      ],
    })
    const [again] = await sql<{ date: Date }>(`SELECT date FROM articles_corrections WHERE _parent_id = $1`, [id])
    expect(again!.date.getTime()).toBe(note!.date.getTime())
  })

  it('refuses a correction of an article that is not published with 400, and keeps nothing', async () => {
    const draft = await cms('POST', '/articles', {
      pms: parents.pms_id,
      author: parents.author_id,
      title: 'Tidewater draft',
      body: 'Draft.',
    })
    const response = await fetch(`${app.url}/cms-api/articles/${draft.doc.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ corrections: [{ kind: 'update', text: 'Not yet.' }] }),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('a correction or update can be added only to a published article')
    expect(await sql(`SELECT 1 FROM articles_corrections WHERE _parent_id = $1`, [draft.doc.id])).toEqual([])
  })

  it("sends the article's object as it serves it, AI-use terms and all, signed over the very body it sends", async () => {
    const id = await publish('Harbor states its terms for AI')
    const [create] = await delivered(Create, id)
    /** The object as GET /ap/articles/{id} serves it, and the terms of its context. */
    const served = async () => {
      const { '@context': context, ...object } = (await (
        await fetch(`${app.url}/ap/articles/${id}`, { headers: ACTIVITY_JSON })
      ).json()) as Record<string, unknown>
      return { context: context as unknown[], object }
    }
    const atCreate = await served()
    expect(atCreate.object).toMatchObject({
      contentSignal: expect.any(String),
      contentUsage: expect.any(String),
      tdmReservation: expect.any(Number),
    })
    /** What the peer's inbox was sent, exactly, checked as a receiving server checks it, each signature on its own. */
    const sentOf = async (activityId: string) => {
      const sent = peer.rawPosts.get(activityId)!
      expect(await verifyRequest(sent.request.clone(), loaders()), 'HTTP signature').not.toBeNull()
      expect(await verifyJsonLd(sent.document, loaders()), 'Linked Data signature').toBe(true)
      expect(
        await verifyObject(Activity, detachSignature(sent.document), loaders()),
        'Object Integrity Proof',
      ).not.toBeNull()
      return sent.document
    }
    const sentCreate = await sentOf(create!.id!.href)
    expect(sentCreate.object).toEqual(atCreate.object)
    expect(sentCreate['@context']).toEqual(expect.arrayContaining(atCreate.context))

    await cms('PATCH', `/articles/${id}`, { title: 'Harbor states its terms for AI, and keeps them' })
    const [update] = await delivered(Update, id)
    const atUpdate = await served()
    const sentUpdate = await sentOf(update!.id!.href)
    expect(sentUpdate.object).toEqual(atUpdate.object)
    expect(sentUpdate['@context']).toEqual(expect.arrayContaining(atUpdate.context))

    // The outbox lists the activities as they were sent.
    const outbox = (await (await fetch(`${app.url}/ap/actors/news/outbox`, { headers: ACTIVITY_JSON })).json()) as {
      first: string
    }
    const page = (await (await fetch(outbox.first, { headers: ACTIVITY_JSON })).json()) as {
      orderedItems: Array<{ id: string; object: Record<string, unknown> }>
    }
    const listed = page.orderedItems.find((item) => item.id === update!.id!.href)
    expect(listed?.object).toEqual(atUpdate.object)
  })

  it('sends Delete when an article is unpublished, and its object answers 410 with its Tombstone', async () => {
    const id = await publish('Apartio retires its legacy POS link')
    await delivered(Create, id)
    const [row] = await sql<{ path: string }>(`SELECT path FROM federation_articles WHERE article_id = $1`, [id])
    await cms('PATCH', `/articles/${id}`, { is_published: false })
    const [removal] = await delivered(Delete, id)
    expect(removal!.actorId?.href).toBe(`${app.url}/ap/actors/news`)
    for (const address of [`${app.url}/ap/articles/${id}`, `${app.url}${row!.path}`]) {
      const gone = await fetch(address, { headers: ACTIVITY_JSON })
      expect(gone.status, address).toBe(410)
      expect(await gone.json()).toMatchObject({
        id: `${app.url}/ap/articles/${id}`,
        type: 'Tombstone',
        formerType: 'as:Article',
      })
    }
  })

  it("serves each activity with its article as it is now, and none of an unpublished article's words at its activities or in the outboxes", async () => {
    const id = await publish('Nordlys leaks its zephyrine plans')
    const [create] = await delivered(Create, id)
    await cms('PATCH', `/articles/${id}`, { title: 'Nordlys shares its zephyrine plans' })
    const [update] = await delivered(Update, id)
    interface Served {
      id: string
      object?: { name?: string }
      first: string
      totalItems: number
      orderedItems: Served[]
      next?: string
    }
    const read = async (address: string) => {
      const answer = await fetch(address, { headers: ACTIVITY_JSON })
      return { status: answer.status, document: (await answer.json()) as Served }
    }
    /** Every item of `actor`'s outbox, walked page by page. */
    const outboxItems = async (actor: string) => {
      const items: Served[] = []
      const collection = (await read(`${app.url}/ap/actors/${actor}/outbox`)).document
      for (let next: string | undefined = collection.first; next;) {
        const page: Served = (await read(next)).document
        items.push(...page.orderedItems)
        next = page.next
      }
      return { totalItems: collection.totalItems as number, items }
    }
    // The Create, sent with the first title, shows the article as it is now.
    for (const activity of [create!, update!]) {
      const { status, document } = await read(activity.id!.href)
      expect(status, activity.id!.href).toBe(200)
      expect(document.object).toMatchObject({
        id: `${app.url}/ap/articles/${id}`,
        name: 'Nordlys shares its zephyrine plans',
      })
    }
    const listed = (await outboxItems('news')).items.find((item) => item.id === create!.id!.href)
    expect(listed?.object?.name).toBe('Nordlys shares its zephyrine plans')

    await cms('PATCH', `/articles/${id}`, { is_published: false })
    const [removal] = await delivered(Delete, id)
    for (const activity of [create!, update!]) {
      const { status, document } = await read(activity.id!.href)
      expect(status, activity.id!.href).toBe(410)
      expect(document).toMatchObject({ id: activity.id!.href, type: 'Tombstone', deleted: expect.any(String) })
      expect(JSON.stringify(document)).not.toContain('zephyrine')
    }
    for (const actor of ['news', pmsSlug]) {
      const outbox = await outboxItems(actor)
      expect(outbox.totalItems, actor).toBe(outbox.items.length)
      expect(JSON.stringify(outbox.items), actor).not.toContain('zephyrine')
    }
    const remaining = (await outboxItems('news')).items.map((item) => item.id)
    expect(remaining).toContain(removal!.id!.href)
    expect(remaining).not.toContain(create!.id!.href)
    expect(remaining).not.toContain(update!.id!.href)
  })

  it('sends Delete when a published article is deleted (moved to the trash), and Create again when it is restored', async () => {
    const id = await publish('Stayline prices group blocks')
    await delivered(Create, id)
    await cms('DELETE', `/articles/${id}`)
    await delivered(Delete, id)
    expect((await fetch(`${app.url}/ap/articles/${id}`, { headers: ACTIVITY_JSON })).status).toBe(410)
    // Restored from the trash (docs/decisions/066-trash.md): its followers' servers dropped it on the Delete, so it
    // is created again rather than updated.
    await cms('PATCH', `/articles/${id}?trash=true`, { deletedAt: null })
    await delivered(Create, id, 2)
    expect((await fetch(`${app.url}/ap/articles/${id}`, { headers: ACTIVITY_JSON })).status).toBe(200)
  })

  it('answers 404 for an article never public, and for an activity never sent', async () => {
    expect((await fetch(`${app.url}/ap/articles/2147483000`, { headers: ACTIVITY_JSON })).status).toBe(404)
    expect(
      (await fetch(`${app.url}/ap/activities/00000000-0000-0000-0000-000000000000`, { headers: ACTIVITY_JSON })).status,
    ).toBe(404)
  })
})

describe('replies from the social web', () => {
  const site = () => new URL(`${app.url}/ap/actors/news`)
  /** The peer's Note answering article `articleId` (an edit of it, given its id), linked at `url`. */
  const note = (articleId: number, text: string, id = new URL(`/notes/${crypto.randomUUID()}`, peer.url), url?: URL) =>
    new Note({
      id,
      attribution: peer.actorId,
      replyTarget: new URL(`${app.url}/ap/articles/${articleId}`),
      content: text,
      url: url ?? new URL(`/@peer/${id.pathname.split('/').pop()}`, peer.url),
    })
  const reply = (articleId: number, text: string, url?: URL) => {
    const object = note(articleId, text, undefined, url)
    return new Create({ id: new URL(`${object.id!.href}#create`), actor: peer.actorId, object })
  }
  const repliesOf = (articleId: number) =>
    sql<{ id: number; kind: string; status: string; handle: string; content: string | null }>(
      `SELECT id, kind, status::text, handle, content FROM social_replies WHERE article_id = $1 ORDER BY id`,
      [articleId],
    )
  const pageOf = async (articleId: number, accept = 'text/html') => {
    const [row] = await sql<{ path: string }>(`SELECT path FROM federation_articles WHERE article_id = $1`, [articleId])
    return (await fetch(`${app.url}${row!.path}`, { headers: { Accept: accept } })).text()
  }

  it('keeps a reply pending, shows it under the article only once an editor approves it, and counts a like', async () => {
    const id = await publish('Roomcraft adds guest messaging')
    await delivered(Create, id)
    await peer.send(
      site(),
      reply(id, '<p>Useful, thanks! <script>alert(1)</script><a href="https://x.example/">link</a></p>'),
    )
    const [pending] = await repliesOf(id)
    expect(pending).toMatchObject({ kind: 'reply', status: 'pending', handle: `@peer@${new URL(peer.url).host}` })
    expect(pending!.content).toBe(
      '<p>Useful, thanks! <a href="https://x.example/" rel="nofollow ugc noopener">link</a></p>',
    )
    expect(await pageOf(id)).not.toContain('Useful, thanks!')
    expect(await pageOf(id, 'text/markdown')).not.toContain('Useful, thanks!')

    await cms('PATCH', `/social-replies/${pending!.id}`, { status: 'approved' })
    const html = await pageOf(id)
    expect(html).toContain('Replies from the social web')
    expect(html).toContain('Useful, thanks!')
    expect(html).toContain(`@peer@${new URL(peer.url).host}`)
    expect(html).not.toContain('alert(1)')
    expect(await pageOf(id, 'text/markdown')).toContain(
      `## Replies from the social web\n\n- [@peer@${new URL(peer.url).host}](`,
    )

    await peer.send(
      site(),
      new Like({
        id: new URL(`/likes/${id}`, peer.url),
        actor: peer.actorId,
        object: new URL(`${app.url}/ap/articles/${id}`),
      }),
    )
    expect((await repliesOf(id)).map((row) => row.kind)).toEqual(['reply', 'like'])
  })

  it('takes a reply back when its author deletes it', async () => {
    const id = await publish('Apartio opens a channel API')
    await delivered(Create, id)
    const create = reply(id, '<p>Changed my mind.</p>')
    await peer.send(site(), create)
    expect(await repliesOf(id)).toHaveLength(1)
    await peer.send(
      site(),
      new Delete({ id: new URL(`/deletes/${id}`, peer.url), actor: peer.actorId, object: create.objectId }),
    )
    expect(await repliesOf(id)).toEqual([])
  })

  it("drops the article's cached page and markdown at once when the author of an approved reply edits or deletes it", async () => {
    const id = await publish('Roomcraft answers its critics')
    await delivered(Create, id)
    const create = reply(id, '<p>Words an editor approved.</p>')
    await peer.send(site(), create)
    const [kept] = await repliesOf(id)
    await cms('PATCH', `/social-replies/${kept!.id}`, { status: 'approved' })
    const [{ path }] = await sql<{ path: string }>(`SELECT path FROM federation_articles WHERE article_id = $1`, [id])
    const read = async (address: string) => {
      const response = await fetch(`${app.url}${address}`)
      return { cache: response.headers.get('x-cache'), text: await response.text() }
    }
    /** Each form of the page, read until the page cache answers it: what a reader gets for the next hour. */
    const cached = async () => {
      for (const address of [path, `${path}.md`]) {
        await read(address)
        expect(await read(address), address).toMatchObject({ cache: 'HIT' })
      }
      return { html: (await read(path)).text, markdown: (await read(`${path}.md`)).text }
    }
    expect(Object.values(await cached()).every((text) => text.includes('Words an editor approved.'))).toBe(true)

    // Its author changes it: the new words wait for an editor, and the old ones are gone from every form at once.
    await peer.send(
      site(),
      new Update({
        id: new URL(`${create.objectId!.href}#update`),
        actor: peer.actorId,
        object: note(id, '<p>Words written afterwards.</p>', create.objectId!),
      }),
    )
    expect((await repliesOf(id))[0]).toMatchObject({ status: 'pending', content: '<p>Words written afterwards.</p>' })
    for (const [form, text] of Object.entries({
      html: (await read(path)).text,
      markdown: (await read(`${path}.md`)).text,
    }))
      expect(text.includes('Words an editor approved.'), form).toBe(false)

    await cms('PATCH', `/social-replies/${kept!.id}`, { status: 'approved' })
    expect(Object.values(await cached()).every((text) => text.includes('Words written afterwards.'))).toBe(true)
    // Its author deletes it: gone from every form at once.
    await peer.send(
      site(),
      new Delete({ id: new URL(`${create.objectId!.href}#delete`), actor: peer.actorId, object: create.objectId }),
    )
    expect(await repliesOf(id)).toEqual([])
    for (const address of [path, `${path}.md`]) {
      const { text } = await read(address)
      expect(
        [text.includes('Words written afterwards.'), text.includes('Replies from the social web')],
        address,
      ).toEqual([false, false])
    }
  })

  it("keeps only a reply's http(s) link: taken without another, and shown without one on its page and in its markdown", async () => {
    const id = await publish('Stayline hears from a prankster')
    await delivered(Create, id)
    await peer.send(site(), reply(id, '<p>Click my date.</p>', new URL('javascript:alert(document.domain)')))
    const [kept] = await sql<{ id: number; url: string | null }>(
      `SELECT id, url FROM social_replies WHERE article_id = $1`,
      [id],
    )
    expect(kept!.url).toBeNull()
    // As a row kept before links were checked would be: a script for a link, and an actor that is not a web address.
    await sql(
      `UPDATE social_replies SET url = 'javascript:alert(document.domain)', actor = 'data:text/html,<b>hi</b>' WHERE id = $1`,
      [kept!.id],
    )
    await cms('PATCH', `/social-replies/${kept!.id}`, { status: 'approved' })
    for (const accept of ['text/html', 'text/markdown']) {
      const page = await pageOf(id, accept)
      const shown = ['Click my date.', `@peer@${new URL(peer.url).host}`, 'javascript:', 'data:text']
      expect(
        shown.map((text) => page.includes(text)),
        accept,
      ).toEqual([true, true, false, false])
    }
  })

  it("lets an editor change a reply's status and nothing else: its HTML stays as it was sanitised", async () => {
    const id = await publish('Harbor adds a night audit report')
    await delivered(Create, id)
    await peer.send(site(), reply(id, '<p>Kept as sent.</p>'))
    const [kept] = await repliesOf(id)
    await cms('PATCH', `/social-replies/${kept!.id}`, {
      status: 'approved',
      content: '<script>alert(1)</script>',
      handle: '@someone@else.example',
    })
    expect((await repliesOf(id))[0]).toMatchObject({
      status: 'approved',
      content: '<p>Kept as sent.</p>',
      handle: `@peer@${new URL(peer.url).host}`,
    })
  })

  it("hides a blocked server's replies at once and takes nothing more from it", async () => {
    const id = await publish('Stayline retires its old booking engine')
    await delivered(Create, id)
    await peer.send(site(), reply(id, '<p>First!</p>'))
    const [first] = await repliesOf(id)
    await cms('PATCH', `/social-replies/${first!.id}`, { status: 'approved' })
    expect(await pageOf(id)).toContain('First!')

    await cms('POST', '/social-blocks', { kind: 'server', target: new URL(peer.url).hostname })
    expect((await repliesOf(id))[0]!.status).toBe('hidden')
    expect(await pageOf(id)).not.toContain('First!')
    await peer.send(site(), reply(id, '<p>Second!</p>'))
    expect(await repliesOf(id)).toHaveLength(1)
    await sql(`DELETE FROM social_blocks`)
  })

  it('refuses a block of something that is neither an account address nor a host name', async () => {
    const refused = await fetch(`${app.url}/cms-api/social-blocks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ kind: 'server', target: 'not a host' }),
    })
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
  })
})

/**
 * Activities in the shape Mastodon 4 sends them — its ids, contexts, `atomUri`s, mentions and collections — signed as
 * Mastodon signs: draft-cavage HTTP Signatures, and a Linked Data signature on a public Create.
 */
describe('as Mastodon sends them', () => {
  const user = 'peer7'
  const actor = () => `${peer.url}/users/${user}`
  const status = crypto.randomUUID().replace(/-/g, '').slice(0, 18)
  const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public'
  const mastodonContext = [
    'https://www.w3.org/ns/activitystreams',
    {
      ostatus: 'http://ostatus.org#',
      atomUri: 'ostatus:atomUri',
      inReplyToAtomUri: 'ostatus:inReplyToAtomUri',
      conversation: 'ostatus:conversation',
      sensitive: 'as:sensitive',
      toot: 'http://joinmastodon.org/ns#',
      votersCount: 'toot:votersCount',
    },
  ]
  const follow = () => ({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${peer.url}/${crypto.randomUUID()}`,
    type: 'Follow',
    actor: actor(),
    object: `${app.url}/ap/actors/news`,
  })
  const replyTo = (inReplyTo: string, text: string, statusId = status) => {
    const note = `${actor()}/statuses/${statusId}`
    return {
      '@context': mastodonContext,
      id: `${note}/activity`,
      type: 'Create',
      actor: actor(),
      published: '2026-11-28T10:00:00Z',
      to: [PUBLIC],
      cc: [`${actor()}/followers`, `${app.url}/ap/actors/news`],
      object: {
        id: note,
        type: 'Note',
        summary: null,
        inReplyTo,
        published: '2026-11-28T10:00:00Z',
        url: `${peer.url}/@${user}/${statusId}`,
        attributedTo: actor(),
        to: [PUBLIC],
        cc: [`${actor()}/followers`, `${app.url}/ap/actors/news`],
        sensitive: false,
        atomUri: note,
        inReplyToAtomUri: inReplyTo,
        conversation: `tag:${new URL(peer.url).host},2026-11-28:objectId=4051:objectType=Conversation`,
        content: `<p><span class="h-card" translate="no"><a href="${app.url}/ap/actors/news" class="u-url mention">@<span>news</span></a></span> ${text}</p>`,
        contentMap: { en: `<p>${text}</p>` },
        attachment: [],
        tag: [{ type: 'Mention', href: `${app.url}/ap/actors/news`, name: `@news@${new URL(app.url).host}` }],
        replies: {
          id: `${note}/replies`,
          type: 'Collection',
          first: {
            type: 'CollectionPage',
            next: `${note}/replies?only_other_accounts=true&page=true`,
            partOf: `${note}/replies`,
            items: [],
          },
        },
        likes: { id: `${note}/likes`, type: 'Collection', totalItems: 0 },
        shares: { id: `${note}/shares`, type: 'Collection', totalItems: 0 },
      },
    }
  }
  const repliesBy = () =>
    sql<{ article_id: number; status: string; content: string }>(
      `SELECT article_id, status::text, content FROM social_replies WHERE actor = $1 ORDER BY id`,
      [actor()],
    )

  it('takes a Follow and its Undo signed the draft-cavage way, and answers the Follow with an Accept', async () => {
    const sent = follow()
    const inbox = new URL(`${app.url}/ap/actors/news/inbox`)
    expect((await peer.postSigned(inbox, sent, { as: user })).status).toBe(202)
    expect(await sql(`SELECT follow_activity FROM federation_followers WHERE follower = $1`, [actor()])).toEqual([
      { follow_activity: sent.id },
    ])
    // The Accept comes through the delivery queue, which the worker sends.
    await expect
      .poll(() => peer.received.some((activity) => activity.objectId?.href === sent.id), { timeout: 30_000 })
      .toBe(true)

    const undo = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${actor()}#follows/3187/undo`,
      type: 'Undo',
      actor: actor(),
      object: sent,
    }
    expect((await peer.postSigned(inbox, undo, { as: user })).status).toBe(202)
    expect(await sql(`SELECT 1 FROM federation_followers WHERE follower = $1`, [actor()])).toEqual([])
  })

  it('keeps a reply with its Linked Data signature, to the article object or to its page, pending', async () => {
    const id = await publish('Roomcraft reaches Mastodon')
    await delivered(Create, id)
    const inbox = new URL(`${app.url}/ap/inbox`)
    const answer = await peer.postSigned(inbox, replyTo(`${app.url}/ap/articles/${id}`, 'Good read.'), {
      as: user,
      ldSignature: true,
    })
    expect(answer.status).toBe(202)
    // Some servers answer the page they were shown rather than the object: that is the same article.
    const [{ path }] = await sql<{ path: string }>(`SELECT path FROM federation_articles WHERE article_id = $1`, [id])
    const second = replyTo(`${app.url}${path}`, 'Replying to the page.', `${status}2`)
    expect((await peer.postSigned(inbox, second, { as: user })).status).toBe(202)
    const replies = await repliesBy()
    expect(replies.map(({ article_id, status }) => ({ article_id, status }))).toEqual([
      { article_id: id, status: 'pending' },
      { article_id: id, status: 'pending' },
    ])
    expect(replies[0]!.content).toContain('Good read.')
    expect(replies[0]!.content).toContain('@<span>news</span>')
  })

  it('takes a reply whose words or link hold a NUL with 202, and keeps it without the control characters', async () => {
    const id = await publish('Roomcraft hears a NUL')
    await delivered(Create, id)
    const statusId = `${status}4`
    const sent = replyTo(`${app.url}/ap/articles/${id}`, 'Bad\u0000 bytes\u0007.', statusId)
    sent.object.url = `${peer.url}/@${user}/${statusId}\u0000`
    const answer = await peer.postSigned(new URL(`${app.url}/ap/inbox`), sent, { as: user })
    expect(answer.status, await answer.clone().text()).toBe(202)
    const [kept] = await sql<{ content: string; url: string | null }>(
      `SELECT content, url FROM social_replies WHERE activity = $1`,
      [sent.id],
    )
    expect(kept!.content).toContain('Bad bytes.')
    expect([...kept!.content].some((character) => character < ' ' && character !== '\n')).toBe(false)
    expect(kept!.url ?? '').not.toContain('\u0000')
  })

  it('refuses a body changed after it was signed with 401, and keeps nothing', async () => {
    const id = await publish('Roomcraft, tampered with')
    const before = (await repliesBy()).length
    const answer = await peer.postSigned(
      new URL(`${app.url}/ap/inbox`),
      replyTo(`${app.url}/ap/articles/${id}`, 'Not what was signed.', `${status}3`),
      { as: user, tamper: true },
    )
    expect(answer.status).toBe(401)
    expect(await repliesBy()).toHaveLength(before)
  })
})
