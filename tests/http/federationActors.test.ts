/**
 * The social web, first part (issue 44, docs/decisions/044-federation.md): the site's actor and a topic actor per
 * public PMS, found by WebFinger and read by a second ActivityPub server on loopback (tests/fakes/activityPubPeer.ts)
 * with its own checks; NodeInfo; keys made once and kept sealed; loopback reachable only by the test-only setting.
 */
import { Accept, Application, CryptographicKey, Image, Service } from '@fedify/vocab'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ActivityPubPeer, startActivityPubPeer } from '../fakes/activityPubPeer'
import { useApp } from '../helpers/appFixture'

const DELIVERIES_PER_MINUTE = 30
// The jobs queue in the server's process sends the Accepts of follows; on the published demo, nothing else waits.
const app = useApp({
  database: 'published',
  env: {
    FEDERATION_TEST_PRIVATE_ADDRESSES: 'true',
    FEDERATION_DELIVERIES_PER_MINUTE: String(DELIVERIES_PER_MINUTE),
    JOBS_IN_APP: 'true',
    JOBS_POLL_INTERVAL_MS: '100',
  },
})
let peer: ActivityPubPeer
beforeAll(async () => {
  peer = await startActivityPubPeer()
})
afterAll(() => peer?.close())

const ACTIVITY_JSON = { Accept: 'application/activity+json' }
const host = () => new URL(app.url).host

async function firstPublicPms(): Promise<{ slug: string; name: string }> {
  const [pms] = await app.sql<{ slug: string; name: string }>(
    `SELECT slug, name FROM pmses WHERE is_published ORDER BY id LIMIT 1`,
  )
  return pms!
}

describe('the site on the social web', () => {
  it("answers WebFinger for @news@host with its actor's address", async () => {
    const answer = await fetch(`${app.url}/.well-known/webfinger?resource=acct:news@${host()}`)
    expect(answer.status).toBe(200)
    const document = (await answer.json()) as { subject: string; links: { rel: string; type?: string; href: string }[] }
    expect(document.subject).toBe(`acct:news@${host()}`)
    expect(document.links).toContainEqual(
      expect.objectContaining({ rel: 'self', type: 'application/activity+json', href: `${app.url}/ap/actors/news` }),
    )
  })

  it('is an actor a remote server can read, with its inbox, collections and a key it can check', async () => {
    const actor = await peer.context.lookupObject(new URL(`${app.url}/ap/actors/news`))
    expect(actor).toBeInstanceOf(Application)
    const site = actor as Application
    expect(site.preferredUsername).toBe('news')
    expect(site.name?.toString()).toBe('PMS News')
    expect(site.url?.toString()).toBe(`${app.url}/`)
    expect(site.inboxId?.href).toBe(`${app.url}/ap/actors/news/inbox`)
    expect(site.outboxId?.href).toBe(`${app.url}/ap/actors/news/outbox`)
    expect(site.followersId?.href).toBe(`${app.url}/ap/actors/news/followers`)
    expect(site.endpoints?.sharedInbox?.href).toBe(`${app.url}/ap/inbox`)
    const key = await site.getPublicKey(peer.context)
    expect(key).toBeInstanceOf(CryptographicKey)
    expect(key!.ownerId?.href).toBe(`${app.url}/ap/actors/news`)
    expect(key!.id?.href).toBe(`${app.url}/ap/actors/news#main-key`)
    // Its picture and header are the brand's, served as PNG at the addresses it names.
    const icon = (await site.getIcon(peer.context)) as Image
    const header = (await site.getImage(peer.context)) as Image
    expect(icon.url?.toString()).toBe(`${app.url}/brand/logo.png`)
    expect(header.url?.toString()).toBe(`${app.url}/brand/header.png`)
    const headerImage = await fetch(`${app.url}/brand/header.png`)
    expect(headerImage.headers.get('content-type')).toBe('image/png')
    expect(await sharp(Buffer.from(await headerImage.arrayBuffer())).metadata()).toMatchObject({
      width: 1500,
      height: 500,
    })
  })

  it("lets pages at the site's host name each actor as their author (Mastodon's attributionDomains), in its own context term", async () => {
    const pms = await firstPublicPms()
    for (const identifier of ['news', pms.slug]) {
      const answer = await fetch(`${app.url}/ap/actors/${identifier}`, { headers: ACTIVITY_JSON })
      expect(answer.status).toBe(200)
      const actor = (await answer.json()) as { '@context': unknown[]; attributionDomains: string[] }
      expect(actor.attributionDomains).toEqual([new URL(app.url).hostname])
      expect(actor['@context']).toContainEqual({
        toot: 'http://joinmastodon.org/ns#',
        attributionDomains: { '@id': 'toot:attributionDomains', '@type': '@id' },
      })
    }
    // The independent peer still reads the document as an actor.
    expect(await peer.context.lookupObject(new URL(`${app.url}/ap/actors/news`))).toBeInstanceOf(Application)
  })

  it("shows a PMS's own logo as its topic actor's picture, and the brand's where it has none", async () => {
    const pms = await firstPublicPms()
    const iconOf = async () => {
      const actor = (await peer.context.lookupObject(new URL(`${app.url}/ap/actors/${pms.slug}`), {
        // Not Fedify's cached copy: the document as it stands.
        documentLoader: (url) => peer.context.documentLoader(`${url}${url.includes('?') ? '&' : '?'}${Date.now()}`),
      })) as Service
      return ((await actor.getIcon(peer.context)) as Image).url?.toString()
    }
    expect(await iconOf()).toBe(`${app.url}/brand/logo.png`)
    const [media] = await app.sql<{ id: number }>(
      `INSERT INTO media (alt, prefix, filename, mime_type, width, height, updated_at, created_at)
       VALUES ('Logo', 'logos', 'harbor logo.webp', 'image/webp', 256, 256, now(), now()) RETURNING id`,
    )
    await app.sql(`UPDATE pmses SET logo_id = $1 WHERE slug = $2`, [media!.id, pms.slug])
    try {
      expect(await iconOf()).toBe(`${app.url}/media/logos/harbor%20logo.webp`)
    } finally {
      await app.sql(`UPDATE pmses SET logo_id = NULL WHERE slug = $1`, [pms.slug])
    }
  })

  it('has a topic actor for each public PMS, and none for an unknown one', async () => {
    const pms = await firstPublicPms()
    const actor = await peer.context.lookupObject(new URL(`${app.url}/ap/actors/${pms.slug}`))
    expect(actor).toBeInstanceOf(Service)
    expect((actor as Service).name?.toString()).toBe(`${pms.name} news · PMS News`)
    expect((actor as Service).url?.toString()).toBe(`${app.url}/${pms.slug}`)
    const finger = await fetch(`${app.url}/.well-known/webfinger?resource=acct:${pms.slug}@${host()}`)
    expect(finger.status).toBe(200)
    expect((await fetch(`${app.url}/ap/actors/no-such-pms`, { headers: ACTIVITY_JSON })).status).toBe(404)
    const unknown = await fetch(`${app.url}/.well-known/webfinger?resource=acct:no-such-pms@${host()}`)
    expect(unknown.status).toBe(404)
  })

  it('makes each key pair once and keeps its private half sealed', async () => {
    await fetch(`${app.url}/ap/actors/news`, { headers: ACTIVITY_JSON })
    const first = await (await fetch(`${app.url}/ap/actors/news`, { headers: ACTIVITY_JSON })).json()
    await app.restart()
    const again = await (await fetch(`${app.url}/ap/actors/news`, { headers: ACTIVITY_JSON })).json()
    expect(again.publicKey).toEqual(first.publicKey)
    const rows = await app.sql<{ algorithm: string; sealed_private_jwk: string }>(
      `SELECT algorithm, sealed_private_jwk FROM federation_actor_keys WHERE actor = 'news' ORDER BY algorithm`,
    )
    expect(rows.map((row) => row.algorithm)).toEqual(['Ed25519', 'RSASSA-PKCS1-v1_5'])
    for (const row of rows) {
      expect(row.sealed_private_jwk).not.toMatch(/"d"|"kty"/)
      expect(() => JSON.parse(row.sealed_private_jwk)).toThrow()
    }
  })

  it('describes itself in NodeInfo 2.1', async () => {
    const links = (await (await fetch(`${app.url}/.well-known/nodeinfo`)).json()) as { links: { href: string }[] }
    expect(links.links.map((link) => link.href)).toContain(`${app.url}/nodeinfo/2.1`)
    const info = (await (await fetch(`${app.url}/nodeinfo/2.1`)).json()) as {
      software: { name: string }
      protocols: string[]
      usage: { users: { total: number }; localPosts: number }
    }
    const [{ count }] = await app.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.is_published AND p.is_published`,
    )
    expect(info.software.name).toBe('pms-news')
    expect(info.protocols).toEqual(['activitypub'])
    expect(info.usage.localPosts).toBe(count)
    expect(info.usage.users.total).toBeGreaterThan(1)
  })

  it('accepts a signed Follow, lists the follower, and lets it go on Undo', async () => {
    const pms = await firstPublicPms()
    for (const identifier of ['news', pms.slug]) {
      const target = new URL(`${app.url}/ap/actors/${identifier}`)
      const follow = await peer.follow(target)
      // The Accept goes through the delivery queue, signed by the actor followed, to the follower's own inbox.
      const accepted = () =>
        peer.received.find(
          (activity): activity is Accept => activity instanceof Accept && activity.objectId?.href === follow.id?.href,
        )
      await expect.poll(() => accepted()?.actorId?.href, { timeout: 30_000 }).toBe(target.href)
      expect(peer.posts).toContainEqual({ path: '/users/peer/inbox', activityId: accepted()!.id!.href })
      // An answer to one server, not a post: the outbox does not list it.
      const outbox = await fetch(`${target.href}/outbox`, { headers: ACTIVITY_JSON }).then((r) => r.json())
      const [{ posts }] = await app.sql<{ posts: number }>(
        `SELECT count(*)::int AS posts FROM federation_activities WHERE actor = $1 AND type <> 'Accept'`,
        [identifier],
      )
      expect(outbox.totalItems ?? 0).toBe(posts)
      const followers = await fetch(`${target.href}/followers`, { headers: ACTIVITY_JSON }).then((r) => r.json())
      expect(followers.totalItems).toBe(1)
      expect(
        await app.sql(`SELECT follower, inbox, follow_activity FROM federation_followers WHERE actor = $1`, [
          identifier,
        ]),
      ).toEqual([
        { follower: peer.actorId.href, inbox: `${peer.url}/users/peer/inbox`, follow_activity: follow.id!.href },
      ])
      await peer.unfollow(follow)
      expect(await app.sql(`SELECT 1 FROM federation_followers WHERE actor = $1`, [identifier])).toEqual([])
    }
  })

  it('refuses an unsigned delivery to an inbox with 401 and keeps nothing', async () => {
    const answer = await fetch(`${app.url}/ap/inbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/activity+json' },
      body: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${peer.url}/follows/1`,
        type: 'Follow',
        actor: `${peer.url}/users/peer`,
        object: `${app.url}/ap/actors/news`,
      }),
    })
    expect(answer.status).toBe(401)
    expect(await app.sql(`SELECT 1 FROM federation_followers`)).toEqual([])
  })

  it('answers bad input with a 4xx and never a 5xx', async () => {
    const answers = await Promise.all([
      fetch(`${app.url}/.well-known/webfinger`),
      fetch(`${app.url}/.well-known/webfinger?resource=not-a-uri`),
      fetch(`${app.url}/.well-known/webfinger?resource=acct:news@elsewhere.example`),
      fetch(`${app.url}/ap/inbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/activity+json' },
        body: '{',
      }),
      fetch(`${app.url}/ap/actors/news/inbox`, { method: 'POST', body: 'x'.repeat(1000) }),
      fetch(`${app.url}/ap/actors/%ff`, { headers: ACTIVITY_JSON }),
      fetch(`${app.url}/ap/actors/news`, { method: 'DELETE' }),
    ])
    for (const answer of answers) {
      expect(answer.status, answer.url).toBeGreaterThanOrEqual(400)
      expect(answer.status, answer.url).toBeLessThan(500)
    }
  })

  it('answers an outbox cursor it did not write with 400 naming `cursor`, and a cursor it wrote with its page', async () => {
    const cursorOf = (text: string) => Buffer.from(text).toString('base64url')
    for (const cursor of [
      cursorOf('1 x'),
      cursorOf('2026-01-01\u0000'),
      cursorOf(`2026-01-01T00:00:00.000Z ${app.url}/ap/activities/a\u0000b`),
      cursorOf(`2026-13-01T00:00:00.000Z ${app.url}/ap/activities/x`),
      'not base64 at all!',
    ]) {
      const answer = await fetch(`${app.url}/ap/actors/news/outbox?cursor=${encodeURIComponent(cursor)}`, {
        headers: ACTIVITY_JSON,
      })
      expect(answer.status, cursor).toBe(400)
      expect(answer.headers.get('content-type'), cursor).toBe('application/problem+json')
      expect(await answer.json(), cursor).toMatchObject({
        code: 'invalid_cursor',
        detail: expect.stringContaining('`cursor`'),
      })
    }
    const written = cursorOf(`2999-01-01T00:00:00.000Z ${app.url}/ap/activities/00000000-0000-0000-0000-000000000000`)
    const page = await fetch(`${app.url}/ap/actors/news/outbox?cursor=${written}`, { headers: ACTIVITY_JSON })
    expect(page.status).toBe(200)
    expect(await page.json()).toMatchObject({ type: 'OrderedCollectionPage' })
  })

  it('refuses a delivery of more than a mebibyte with 413, before reading it whole', async () => {
    const answer = await fetch(`${app.url}/ap/inbox`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/activity+json' },
      body: JSON.stringify({ type: 'Create', content: 'x'.repeat(1024 * 1024) }),
    })
    expect(answer.status).toBe(413)
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  })

  it('takes at most its budget of deliveries a minute from one server, then 429 with Retry-After', async () => {
    // The last test of the file to deliver: the budget is spent for this client from here on. Twice the budget and
    // two: however the minute's window falls across the loop, one window holds more than the budget.
    let refused: Response | undefined
    for (let delivery = 0; delivery < 2 * (DELIVERIES_PER_MINUTE + 1) && !refused; delivery += 1) {
      const answer = await fetch(`${app.url}/ap/inbox`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/activity+json' },
        body: '{}',
      })
      if (answer.status === 429) refused = answer
      else {
        expect([400, 401]).toContain(answer.status)
        await answer.arrayBuffer()
      }
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused!.json()) as { code?: string; status: number }).status).toBe(429)
    // Reading the actors is the read limit's, not this one's.
    expect((await fetch(`${app.url}/ap/actors/news`, { headers: ACTIVITY_JSON })).status).toBe(200)
  })

  it('tells a browser at an actor address that it answers ActivityPub', async () => {
    const answer = await fetch(`${app.url}/ap/actors/news`, { headers: { Accept: 'text/html' } })
    expect(answer.status).toBe(406)
  })
})
