/**
 * The newsletter's mails (docs/decisions/036-newsletter-delivery.md) list public articles only, by the site's one
 * rule (src/ground/db/publicVisibility.ts): a digest and an editor's issue are queued while hidden articles are about (a
 * draft taken down after it was published, an article scheduled for the future, an undated one, one of an
 * unpublished PMS), then, between queueing and sending, one queued article is deleted, one unpublished and one
 * loses its PMS to unpublishing; the mails the delivery worker composes for the queued records (`composeMails`, what
 * it hands the SMTP server) name none of them.
 *
 * Every hidden article's title holds ZORBLAT, so a mail can be searched for them whole.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Sql } from '../helpers/appFixture'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let sql: Sql
// The app's modules read the environment that startLocalPayload sets, so they are imported after it.
let newsletter: {
  queueDigest: typeof import('../../src/features/newsletter/delivery/queueDigest').queueDigest
  queueIssue: typeof import('../../src/features/newsletter/delivery/queueIssue').queueIssue
  deliveryQueue: typeof import('../../src/features/newsletter/delivery/deliveries').deliveryQueue
  composeMails: typeof import('../../src/features/newsletter/delivery/composeMails').composeMails
}

const ids = {} as Record<
  | 'visiblePms'
  | 'hiddenPms'
  | 'fadingPms'
  | 'author'
  | 'public'
  | 'draft'
  | 'scheduled'
  | 'undated'
  | 'ofUnpublishedPms'
  | 'deletedLater'
  | 'unpublishedLater'
  | 'pmsUnpublishedLater'
  | 'subscriber'
  | 'followerOfHiddenPms',
  number
>

const insert = async (table: string, row: Record<string, unknown>) => {
  const columns = Object.keys(row)
  const [inserted] = await sql<{ id: number }>(
    `INSERT INTO ${table} (${[...columns, 'updated_at', 'created_at'].join(', ')})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}, now(), now()) RETURNING id`,
    Object.values(row),
  )
  return inserted!.id
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

/** An article written around the hooks, published `minutes` ago unless `fields` say otherwise. */
const article = (title: string, pms: number, minutes: number, fields: Record<string, unknown> = {}) =>
  insert('articles', {
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    body: 'Body.',
    excerpt: `About ${title}.`,
    pms_id: pms,
    author_id: ids.author,
    is_published: true,
    published_at: minutesAgo(minutes),
    ...fields,
  })

/** The titles a mail lists, in its order (the plain-text part's `## ` lines). */
const titlesIn = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!)

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  sql = local.sql
  newsletter = {
    queueDigest: (await import('../../src/features/newsletter/delivery/queueDigest')).queueDigest,
    queueIssue: (await import('../../src/features/newsletter/delivery/queueIssue')).queueIssue,
    deliveryQueue: (await import('../../src/features/newsletter/delivery/deliveries')).deliveryQueue,
    composeMails: (await import('../../src/features/newsletter/delivery/composeMails')).composeMails,
  }
  ids.visiblePms = await insert('pmses', { name: 'Ulmus PMS', slug: 'ulmus-pms', is_published: true })
  ids.hiddenPms = await insert('pmses', { name: 'Zorblat PMS', slug: 'zorblat-pms', is_published: false })
  ids.fadingPms = await insert('pmses', { name: 'Fading PMS', slug: 'fading-pms', is_published: true })
  ids.author = await insert('authors', { name: 'Ulmus Writer', slug: 'ulmus-writer' })

  ids.public = await article('Ulmus opens an API', ids.visiblePms, 60)
  ids.draft = await article('Zorblat taken down', ids.visiblePms, 50, { is_published: false })
  ids.scheduled = await article('Zorblat scheduled', ids.visiblePms, -24 * 60, {
    is_published: false,
    scheduled: true,
  })
  ids.undated = await article('Zorblat undated', ids.visiblePms, 0, { published_at: null })
  ids.ofUnpublishedPms = await article('Zorblat of an unpublished PMS', ids.hiddenPms, 40)
  ids.deletedLater = await article('Zorblat deleted before sending', ids.visiblePms, 30)
  ids.unpublishedLater = await article('Zorblat unpublished before sending', ids.visiblePms, 20)
  ids.pmsUnpublishedLater = await article('Zorblat of a PMS unpublished before sending', ids.fadingPms, 10)

  const subscriber = (email: string, scope: 'all' | 'followed') =>
    insert('subscribers', {
      email,
      status: 'confirmed',
      digest: 'weekly',
      digest_scope: scope,
      consent_source: 'subscribe-page',
      requested_at: minutesAgo(6 * 24 * 60),
      confirmed_at: minutesAgo(5 * 24 * 60),
    })
  ids.subscriber = await subscriber('reader@example.com', 'all')
  ids.followerOfHiddenPms = await subscriber('zorblat.fan@example.com', 'followed')
  await sql(`INSERT INTO subscribers_rels ("order", parent_id, path, pmses_id) VALUES (1, $1, 'follows', $2)`, [
    ids.followerOfHiddenPms,
    ids.hiddenPms,
  ])
})

afterAll(async () => {
  await local?.close()
})

describe('newsletter mails', () => {
  it('list no hidden article, whether it was hidden when the mail was queued or became hidden before it went', async () => {
    const digest = await newsletter.queueDigest(payload, { frequencies: ['weekly'], label: 'Visibility digest' })
    // Only the follower of the unpublished PMS is left out: they have nothing public to read.
    expect(digest.queued).toBe(1)
    // An editor chose every article for an issue (the cockpit offers only published ones, but any may be unpublished since).
    const issue = await insert('newsletter_issues', {
      subject: 'Ulmus, explained',
      intro: 'What changed this week.',
      audience: 'all',
      status: 'draft',
    })
    const chosen = [
      ids.draft,
      ids.public,
      ids.scheduled,
      ids.undated,
      ids.ofUnpublishedPms,
      ids.deletedLater,
      ids.unpublishedLater,
      ids.pmsUnpublishedLater,
    ]
    for (const [index, id] of chosen.entries())
      await sql(
        `INSERT INTO newsletter_issues_rels ("order", parent_id, path, articles_id) VALUES ($1, $2, 'articles', $3)`,
        [index + 1, issue, id],
      )
    expect(await newsletter.queueIssue(payload, issue)).toMatchObject({ queued: 2, started: true })

    // The digest took what was public when it was queued, newest first.
    expect(await sql(`SELECT article_ids FROM newsletter_deliveries WHERE run_id = $1`, [digest.runId])).toEqual([
      { article_ids: [ids.pmsUnpublishedLater, ids.unpublishedLater, ids.deletedLater, ids.public] },
    ])

    // Between queueing and sending.
    await payload.delete({ collection: 'articles', id: ids.deletedLater })
    await sql(`UPDATE articles SET is_published = false WHERE id = $1`, [ids.unpublishedLater])
    await sql(`UPDATE pmses SET is_published = false WHERE id = $1`, [ids.fadingPms])

    const batch = await newsletter.deliveryQueue(payload, { leaseMs: 60_000, retryBaseMs: 10_000 }).claim(50)
    expect(batch.map((delivery) => [delivery.kind, delivery.email]).sort()).toEqual([
      ['digest', 'reader@example.com'],
      ['issue', 'reader@example.com'],
      ['issue', 'zorblat.fan@example.com'],
    ])
    const composed = await newsletter.composeMails(payload, batch)
    for (const [index, delivery] of batch.entries()) {
      const result = composed[index]!
      if (!('mail' in result)) throw new Error(`no mail for ${delivery.email}: ${result.skip}`)
      const { mail } = result
      expect(titlesIn(mail.text), `${delivery.kind} to ${delivery.email}`).toEqual(['Ulmus opens an API'])
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/zorblat/i)
    }
    expect(composed.map((result) => ('mail' in result ? result.mail.subject : null)).sort()).toEqual([
      'PMS News weekly: Ulmus opens an API',
      'Ulmus, explained',
      'Ulmus, explained',
    ])
  })

  it('sends no issue that is left with nothing to say: no intro, and every article it chose unpublished', async () => {
    const issue = await insert('newsletter_issues', { subject: 'Nothing left', audience: 'all', status: 'draft' })
    // The one public article, unpublished once the issue is queued (and published again for the other tests).
    await sql(
      `INSERT INTO newsletter_issues_rels ("order", parent_id, path, articles_id) VALUES (1, $1, 'articles', $2)`,
      [issue, ids.public],
    )
    expect(await newsletter.queueIssue(payload, issue)).toMatchObject({ started: true })
    await sql(`UPDATE articles SET is_published = false WHERE id = $1`, [ids.public])
    try {
      const batch = await newsletter.deliveryQueue(payload, { leaseMs: 60_000, retryBaseMs: 10_000 }).claim(50)
      const composed = await newsletter.composeMails(
        payload,
        batch.filter((delivery) => delivery.issueId === issue),
      )
      expect(composed.length).toBeGreaterThan(0)
      for (const result of composed)
        expect(result).toEqual({ skip: 'the issue has no intro and its articles were unpublished before it went' })
    } finally {
      await sql(`UPDATE articles SET is_published = true WHERE id = $1`, [ids.public])
    }
  })
})
