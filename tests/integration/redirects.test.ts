/**
 * Redirects' one write path (src/content/redirects/redirectWrite.ts, docs/decisions/064-redirects.md) at Payload's
 * local API: `recordRedirect` normalises, collapses chains both ways, refuses loops and addresses the site answers
 * itself, replaces a redirect from the same path, and leaves nothing behind when it refuses; the collection's own
 * writes (the cockpit's, `/cms-api`'s) keep the same rules, as field errors, and only editors and admins reach them.
 * Renames record redirects themselves (src/hooks/redirectOldAddresses.ts): a public article's slug or PMS, a public
 * PMS's slug (its hub and every public article of it), in the transaction of the change.
 */
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { AppError } from '../../src/ground/errors/AppError'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let recordRedirect: typeof import('../../src/content/redirects/redirectWrite').recordRedirect
let beginWrite: typeof import('../../src/content/writeTransaction').beginWrite
let inTransaction: typeof import('../../src/content/writeTransaction').inTransaction
let baseUrl: string
let hubPath: string
let articlePath: string
let parents: Awaited<ReturnType<typeof createArticleParents>>
const people = {} as Record<'editor' | 'author' | 'contributor', TypedUser>

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  ;({ recordRedirect } = await import('../../src/content/redirects/redirectWrite'))
  ;({ beginWrite, inTransaction } = await import('../../src/content/writeTransaction'))
  baseUrl = (await import('../../src/ground/env')).env.baseUrl
  for (const role of ['editor', 'author', 'contributor'] as const) {
    const user = await payload.create({
      collection: 'users',
      data: { email: `${role}@example.com`, password: `a long password of ${role}`, name: role, role } as never,
    })
    people[role] = { ...user, collection: 'users' } as TypedUser
  }
  parents = await createArticleParents(payload)
  const article = await createArticle(payload, parents, {
    title: 'Live here',
    slug: 'live-here',
    is_published: true,
    published_at: '2026-11-30T10:00:00.000Z',
  })
  hubPath = `/${parents.pms.slug}`
  articlePath = `/${parents.pms.slug}/${article.slug}`
})

afterAll(async () => {
  await local?.close()
})

beforeEach(async () => {
  await local.sql('DELETE FROM redirects')
})

type Origin = 'rename' | 'import' | 'editor'

/** recordRedirect in a transaction of its own, committed, or rolled back and its refusal thrown. */
async function record(from: string, to: string, origin: Origin = 'rename') {
  const req: PayloadRequest = await beginWrite(payload)
  await inTransaction(req, 'test', () => recordRedirect(req, { from, to, origin }))
}

/** The refusal `record` throws, as the AppError it is. */
async function refusalOf(from: string, to: string): Promise<AppError> {
  try {
    await record(from, to)
  } catch (error) {
    return error as AppError
  }
  throw new Error(`${from} → ${to} was not refused`)
}

/** Every redirect, by `from` in code-point order (the database's collation would sort `/` its own way). */
const stored = async () =>
  (
    (await local.sql(`SELECT "from", "to", origin::text FROM redirects`)) as Array<{
      from: string
      to: string
      origin: string
    }>
  ).sort((a, b) => (a.from < b.from ? -1 : 1))

describe('recordRedirect', () => {
  it('stores `from` without a trailing slash, query, fragment or .md, and `to` in the same form', async () => {
    await record('/old-pms/old-article.md/?utm_source=x#top', '/new-pms/new-article/', 'import')
    await record('/caf\u00e9 menu'.replace(' ', '-'), '/new-pms/menu.md')
    expect(await stored()).toEqual([
      { from: '/caf%C3%A9-menu', to: '/new-pms/menu', origin: 'rename' },
      { from: '/old-pms/old-article', to: '/new-pms/new-article', origin: 'import' },
    ])
  })

  it('points a new redirect past one at its target, and the redirects at its `from` on to its target', async () => {
    await record('/a', '/b')
    await record('/b', '/c')
    expect(await stored()).toEqual([
      { from: '/a', to: '/c', origin: 'rename' },
      { from: '/b', to: '/c', origin: 'rename' },
    ])
    await record('/x', '/a')
    expect((await stored()).find((row) => row.from === '/x')?.to).toBe('/c')
  })

  it('replaces the redirect from the same path', async () => {
    await record('/a', '/b', 'import')
    await record('/a/', '/d', 'editor')
    expect(await stored()).toEqual([{ from: '/a', to: '/d', origin: 'editor' }])
  })

  it('refuses a redirect to itself and a loop with a 422 naming `to`, writing nothing', async () => {
    const self = await refusalOf('/a', '/a/')
    expect([self.status, self.code, self.errors]).toEqual([
      422,
      'validation_failed',
      [{ field: 'to', message: '/a is the address the redirect is from: it would loop' }],
    ])
    await record('/a', '/b')
    await record('/c', '/a')
    const loop = await refusalOf('/b', '/a')
    expect([loop.status, loop.errors]).toEqual([
      422,
      [{ field: 'to', message: '/a already redirects to /b: the two would loop' }],
    ])
    expect(await stored()).toEqual([
      { from: '/a', to: '/b', origin: 'rename' },
      { from: '/c', to: '/b', origin: 'rename' },
    ])
  })

  it('refuses a `from` that a public page has, or that the site answers itself, naming `from`', async () => {
    for (const [from, message] of [
      [articlePath, `${articlePath} is the address of a public page, which would hide behind the redirect`],
      [hubPath, `${hubPath} is the address of a public page, which would hide behind the redirect`],
      ['/', '/ is the home page'],
      // WordPress's `/?p={id}` is a `from` of its own (ADR 064); any other query on the home page's path is not.
      ['/?page_id=12', '/ is the home page'],
      ['/?p=12&utm_source=feed', '/ is the home page'],
      ['/news', '/news is one of the site’s own pages'],
      [
        '/cockpit/collections/articles',
        '/cockpit/collections/articles is under /cockpit, which the site answers itself',
      ],
      ['/robots.txt', '/robots.txt is one of the site’s own documents'],
      ['/auth.md', '/auth is one of the site’s own documents'],
      ['https://example.com/old', 'must be a path of this site starting with a single "/"'],
      ['//example.com/old', 'must be a path of this site starting with a single "/"'],
    ]) {
      const refusal = await refusalOf(from!, '/somewhere')
      expect([refusal.status, refusal.errors]).toEqual([422, [{ field: 'from', message }]])
    }
    expect(await stored()).toEqual([])
  })

  it('takes a gone page of a section, an absolute https target, and its own site’s URL as a path', async () => {
    await record('/authors/gone', 'https://elsewhere.example/people?x=1#a')
    await record('/glossary/old-term', `${baseUrl}/glossary/new-term/`)
    expect(await stored()).toEqual([
      { from: '/authors/gone', to: 'https://elsewhere.example/people?x=1#a', origin: 'rename' },
      { from: '/glossary/old-term', to: '/glossary/new-term', origin: 'rename' },
    ])
  })

  it('refuses a target that is plain http, carries credentials, or a site path with a query', async () => {
    for (const [to, message] of [
      ['http://elsewhere.example/', 'must be a path of this site or an absolute https URL'],
      ['https://user:secret@elsewhere.example/', 'must not carry a user name or password'],
      ['/search?q=opera', 'must be a path without a query or fragment (an absolute https URL may have them)'],
      ['javascript:alert(1)', 'must be a path of this site or an absolute https URL'],
    ]) {
      const refusal = await refusalOf('/old', to!)
      expect([refusal.status, refusal.errors]).toEqual([422, [{ field: 'to', message }]])
    }
  })
})

describe('the collection’s own writes (cockpit, /cms-api)', () => {
  const asPerson = (who: keyof typeof people) =>
    ({ collection: 'redirects', user: people[who], overrideAccess: false, depth: 0 }) as const

  it('collapse chains and say who made them: an editor, whatever origin is sent', async () => {
    await record('/a', '/b', 'import')
    const created = await payload.create({ ...asPerson('editor'), data: { from: '/b/', to: '/c', origin: 'import' } })
    expect([created.from, created.to, created.origin]).toEqual(['/b', '/c', 'editor'])
    expect(await stored()).toEqual([
      { from: '/a', to: '/c', origin: 'import' },
      { from: '/b', to: '/c', origin: 'editor' },
    ])
  })

  it('refuse a loop and a bad address as field errors', async () => {
    await record('/a', '/b')
    await expect(
      payload.create({ ...asPerson('editor'), data: { from: '/b', to: '/a', origin: 'editor' } }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'to', message: '/a already redirects to /b: the two would loop' }] },
    })
    await expect(
      payload.create({ ...asPerson('editor'), data: { from: '/cms-api/users', to: 'ftp://x', origin: 'editor' } }),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          { path: 'from', message: '/cms-api/users is under /cms-api, which the site answers itself' },
          { path: 'to', message: 'must be a path of this site or an absolute https URL' },
        ],
      },
    })
    await expect(
      payload.create({ ...asPerson('editor'), data: { from: '/a/', to: '/z', origin: 'editor' } }),
    ).rejects.toMatchObject({
      status: 400,
      data: { errors: [{ path: 'from' }] },
    })
    expect(await stored()).toEqual([{ from: '/a', to: '/b', origin: 'rename' }])
  })

  it('are refused to authors and contributors, who do not read them either', async () => {
    await record('/a', '/b')
    for (const who of ['author', 'contributor'] as const) {
      await expect(payload.find(asPerson(who))).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.create({ ...asPerson(who), data: { from: '/c', to: '/d', origin: 'editor' } }),
      ).rejects.toMatchObject({
        status: 403,
      })
    }
    expect((await payload.find(asPerson('editor'))).docs.map((doc) => doc.from)).toEqual(['/a'])
  })
})

describe('renames', () => {
  const published = { is_published: true, published_at: '2026-11-30T10:00:00.000Z' }
  const rename = (collection: 'articles' | 'pmses', id: number, data: Record<string, unknown>) =>
    payload.update({ collection, id, data: data as never, depth: 0 })

  it('an article’s new slug or PMS keeps its old public address, chains collapsed, and a rename back frees it', async () => {
    const article = await createArticle(payload, parents, { title: 'Moving story', slug: 'moving', ...published })
    const other = await createArticleParents(payload)
    const pms = parents.pms.slug
    await rename('articles', article.id, { slug: 'moved' })
    await rename('articles', article.id, { pms: other.pms.id })
    expect(await stored()).toEqual([
      { from: `/${pms}/moved`, to: `/${other.pms.slug}/moved`, origin: 'rename' },
      { from: `/${pms}/moving`, to: `/${other.pms.slug}/moved`, origin: 'rename' },
    ])
    await rename('articles', article.id, { pms: parents.pms.id, slug: 'moving' })
    expect(await stored()).toEqual([
      { from: `/${pms}/moved`, to: `/${pms}/moving`, origin: 'rename' },
      { from: `/${other.pms.slug}/moved`, to: `/${pms}/moving`, origin: 'rename' },
    ])
  })

  it('an address that was never public, and a draft save, record nothing', async () => {
    const draft = await createArticle(payload, parents, { title: 'Quiet story', slug: 'quiet' })
    await rename('articles', draft.id, { slug: 'still-quiet' })
    const live = await createArticle(payload, parents, { title: 'Live story', slug: 'live-story', ...published })
    await payload.update({ collection: 'articles', id: live.id, data: { slug: 'drafted-slug' }, draft: true, depth: 0 })
    expect(await stored()).toEqual([])
    await payload.update({
      collection: 'articles',
      id: live.id,
      data: { slug: 'drafted-slug', _status: 'published' },
      depth: 0,
    })
    expect(await stored()).toEqual([
      { from: `/${parents.pms.slug}/live-story`, to: `/${parents.pms.slug}/drafted-slug`, origin: 'rename' },
    ])
  })

  it('a public PMS’s new slug keeps its hub and its public articles’ addresses, and points older redirects on', async () => {
    const own = await createArticleParents(payload)
    const old = own.pms.slug
    await createArticle(payload, own, { title: 'First', slug: 'first', ...published })
    await createArticle(payload, own, { title: 'Unpublished', slug: 'unpublished' })
    await record('/legacy/first', `/${old}/first`, 'import')
    await rename('pmses', own.pms.id, { slug: 'renamed-pms' })
    expect(await stored()).toEqual([
      { from: '/legacy/first', to: '/renamed-pms/first', origin: 'import' },
      { from: `/${old}`, to: '/renamed-pms', origin: 'rename' },
      { from: `/${old}/first`, to: '/renamed-pms/first', origin: 'rename' },
    ])
  })
})
