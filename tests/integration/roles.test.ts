/**
 * The four roles at Payload's local API (docs/decisions/060-four-roles.md), and the staff audit trail that records
 * the steps people take (src/content/auditEvents/staffActions.ts).
 */
import {
  commitTransaction,
  createLocalReq,
  docAccessOperation,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordStaffAction } from '../../src/content/auditEvents/staffActions'
import type { User } from '../../src/content/payload-types'
import { createArticleParents } from '../helpers/fixtures'
import { alphaPng } from '../helpers/images'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let parents: Awaited<ReturnType<typeof createArticleParents>>
const people = {} as Record<'contributor' | 'author' | 'editor' | 'admin', User>

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  parents = await createArticleParents(payload)
  for (const role of ['admin', 'editor', 'author', 'contributor'] as const)
    people[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@roles.example`, password: 'a long enough password', role } as never,
    })
})

afterAll(async () => {
  await local?.close()
})

const asUser = (user: User) => ({ ...user, collection: 'users' as const })

describe('the staff audit trail', () => {
  it("records a step with the signed-in person as its actor, kept or dropped with the step's transaction", async () => {
    const kept = await createLocalReq({ user: asUser(people.editor) }, payload)
    await initTransaction(kept)
    await recordStaffAction(kept, {
      action: 'test_kept',
      targetCollection: 'users',
      targetId: people.author.id,
      summary: 'A step that is kept.',
    })
    await commitTransaction(kept)
    const dropped = await createLocalReq({ user: asUser(people.editor) }, payload)
    await initTransaction(dropped)
    await recordStaffAction(dropped, {
      action: 'test_dropped',
      targetCollection: 'users',
      targetId: people.author.id,
      summary: 'A step that is rolled back.',
    })
    await killTransaction(dropped)

    const rows = await local.sql(
      `SELECT actor_id, action, target_collection, target_id, summary FROM staff_audit_events WHERE action LIKE 'test_%'`,
    )
    expect(rows).toEqual([
      {
        actor_id: people.editor.id,
        action: 'test_kept',
        target_collection: 'users',
        target_id: String(people.author.id),
        summary: 'A step that is kept.',
      },
    ])
  })

  it('is read by editors and admins, and written by nobody through the API', async () => {
    const read = (user: User) =>
      payload.find({ collection: 'staff-audit-events', user: asUser(user), overrideAccess: false, depth: 0 })
    expect((await read(people.admin)).totalDocs).toBeGreaterThan(0)
    expect((await read(people.editor)).totalDocs).toBeGreaterThan(0)
    await expect(read(people.author)).rejects.toMatchObject({ status: 403 })
    await expect(read(people.contributor)).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'staff-audit-events',
        data: { action: 'forged', target_collection: 'users', target_id: '1', summary: 'Forged.' },
        user: asUser(people.admin),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

type Who = keyof typeof people
const as = (who: Who) => ({ user: asUser(people[who]), overrideAccess: false as const, depth: 0 })

/** An article `who` writes as a draft (or published, when they may). */
const write = (who: Who, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'articles',
    data: {
      title: `By the ${who}`,
      body: 'Some text.',
      pms: parents.pms.id,
      author: parents.author.id,
      _status: 'draft',
      ...data,
    } as never,
    draft: data._status !== 'published',
    ...as(who),
  })

const refused = async (work: Promise<unknown>) => {
  await expect(work).rejects.toMatchObject({ status: 403 })
}

describe('articles by role', () => {
  it('makes the writer the owner, whoever they name', async () => {
    const article = await write('contributor', { created_by: people.editor.id })
    expect(article.created_by).toBe(people.contributor.id)
    const forAnother = await write('editor', { created_by: people.author.id })
    expect(forAnother.created_by).toBe(people.author.id)
  })

  it('lets a contributor save their own drafts, and nothing more', async () => {
    const own = await write('contributor')
    const edited = await payload.update({
      collection: 'articles',
      id: own.id,
      data: { title: 'Better', _status: 'draft' },
      draft: true,
      ...as('contributor'),
    })
    expect(edited.title).toBe('Better')
    await refused(write('contributor', { _status: 'published', published_at: new Date().toISOString() }))
    await refused(
      payload.update({ collection: 'articles', id: own.id, data: { _status: 'published' }, ...as('contributor') }),
    )
    const others = await write('author')
    await refused(
      payload.update({
        collection: 'articles',
        id: others.id,
        data: { title: 'Mine now' },
        draft: true,
        ...as('contributor'),
      }),
    )
    await refused(payload.delete({ collection: 'articles', id: others.id, ...as('contributor') }))
    const published = await write('editor', { _status: 'published', created_by: people.contributor.id })
    await refused(
      payload.update({
        collection: 'articles',
        id: published.id,
        data: { title: 'Changed' },
        draft: true,
        ...as('contributor'),
      }),
    )
    await refused(
      payload.update({ collection: 'articles', id: published.id, data: { _status: 'draft' }, ...as('contributor') }),
    )
    await refused(payload.delete({ collection: 'articles', id: published.id, ...as('contributor') }))
    // Their own draft goes to the trash (docs/decisions/066-trash.md); deleting it for good is an editor's step.
    await payload.update({
      collection: 'articles',
      id: own.id,
      data: { deletedAt: new Date().toISOString() },
      ...as('contributor'),
    })
    await refused(payload.delete({ collection: 'articles', id: own.id, trash: true, ...as('contributor') }))
    expect((await payload.findByID({ collection: 'articles', id: others.id, depth: 0 })).title).toBe('By the author')
  })

  it('shows a contributor no Publish or schedule button on their own draft, and an author one on theirs', async () => {
    // What the cockpit's document view asks to decide whether to show Publish (getDocumentPermissions).
    // Payload leaves out a permission it refuses and shortens an unconditional one to `true` (sanitizePermissions).
    const permitted = (update: unknown) =>
      update === true || (update as { permission?: boolean } | undefined)?.permission === true
    const mayPublish = async (who: Who, id: number) =>
      permitted(
        (
          await docAccessOperation({
            id,
            collection: payload.collections.articles,
            data: { _status: 'published' },
            req: await createLocalReq({ user: asUser(people[who]) }, payload),
          })
        ).update,
      )
    const mayDraft = async (who: Who, id: number) =>
      permitted(
        (
          await docAccessOperation({
            id,
            collection: payload.collections.articles,
            data: { _status: 'draft' },
            req: await createLocalReq({ user: asUser(people[who]) }, payload),
          })
        ).update,
      )
    const contributors = await write('contributor')
    expect(await mayDraft('contributor', contributors.id)).toBe(true)
    expect(await mayPublish('contributor', contributors.id)).toBe(false)
    const authors = await write('author')
    expect(await mayPublish('author', authors.id)).toBe(true)
    expect(await mayPublish('author', contributors.id)).toBe(false)
    expect(await mayPublish('editor', contributors.id)).toBe(true)
  })

  it("shows a contributor or author the published articles and their own drafts, not another's drafts", async () => {
    const mine = await write('contributor')
    const theirs = await write('author')
    const ids = async (who: Who) =>
      (await payload.find({ collection: 'articles', draft: true, limit: 1000, ...as(who) })).docs.map((doc) => doc.id)
    expect(await ids('contributor')).toContain(mine.id)
    expect(await ids('contributor')).not.toContain(theirs.id)
    expect(await ids('author')).not.toContain(mine.id)
    expect(await ids('editor')).toEqual(expect.arrayContaining([mine.id, theirs.id]))
  })

  it('shows a contributor a published article only while its PMS is public, as the public reads it', async () => {
    const hiddenPms = await payload.create({
      collection: 'pmses',
      data: { name: 'A PMS not yet out', slug: 'a-pms-not-yet-out', is_published: false },
    })
    const onHidden = await write('editor', { pms: hiddenPms.id, slug: 'on-a-hidden-pms', _status: 'published' })
    const onPublic = await write('editor', { slug: 'on-a-public-pms', _status: 'published' })
    const list = async () =>
      (await payload.find({ collection: 'articles', draft: true, limit: 1000, ...as('contributor') })).docs.map(
        (doc) => doc.id,
      )
    expect(await list()).toContain(onPublic.id)
    expect(await list()).not.toContain(onHidden.id)
    const counted = await payload.count({ collection: 'articles', ...as('contributor') })
    const shown = await payload.find({ collection: 'articles', limit: 0, pagination: false, ...as('contributor') })
    expect(counted.totalDocs).toBe(shown.docs.length)
    await payload.update({ collection: 'pmses', id: hiddenPms.id, data: { is_published: true } })
    expect(await list()).toContain(onHidden.id)
  })

  it("lets an author publish their own articles but not touch another's", async () => {
    const own = await write('author')
    const published = await payload.update({
      collection: 'articles',
      id: own.id,
      data: { _status: 'published' },
      ...as('author'),
    })
    expect(published.is_published).toBe(true)
    const others = await write('contributor')
    await refused(
      payload.update({ collection: 'articles', id: others.id, data: { _status: 'published' }, ...as('author') }),
    )
    const byEditor = await payload.update({
      collection: 'articles',
      id: others.id,
      data: { _status: 'published' },
      ...as('editor'),
    })
    expect(byEditor.is_published).toBe(true)
  })
})

describe('the rest of the cockpit by role', () => {
  it.each(['contributor', 'author'] as const)('refuses a %s every collection that is not theirs', async (who) => {
    await refused(
      payload.create({ collection: 'pmses', data: { name: 'Theirs', slug: `theirs-${who}` } as never, ...as(who) }),
    )
    await refused(
      payload.create({
        collection: 'glossary-terms',
        data: { term: 'T', short_definition: 'D', body: 'B' } as never,
        ...as(who),
      }),
    )
    await refused(
      payload.create({ collection: 'social-blocks', data: { kind: 'server', target: 'bad.example' }, ...as(who) }),
    )
    await refused(payload.find({ collection: 'social-replies', ...as(who) }))
    await refused(payload.create({ collection: 'newsletter-issues', data: { subject: 'S' } as never, ...as(who) }))
    await refused(payload.find({ collection: 'api-tokens', ...as(who) }))
    // The publishing jobs name anybody's articles, and re-running one publishes: an editor's.
    await refused(payload.find({ collection: 'payload-jobs', ...as(who) }))
    await refused(
      payload.create({
        collection: 'users',
        data: { email: `x-${who}@roles.example`, password: 'a long enough password', role: 'admin' } as never,
        ...as(who),
      }),
    )
    await refused(payload.update({ collection: 'users', id: people[who].id, data: { role: 'admin' }, ...as(who) }))
    expect((await payload.findByID({ collection: 'users', id: people[who].id, depth: 0 })).role).toBe(who)
  })

  it.each(['contributor', 'author'] as const)(
    'lets a %s pick existing tags for their own draft, but not make, rename or delete a tag (docs/decisions/070-tags.md)',
    async (who) => {
      const tag = await payload.create({ collection: 'tags', data: { name: `Picked by ${who}` } })
      // Every tag not in the trash is theirs to pick from, a tag no published article carries yet among them.
      const { docs } = await payload.find({ collection: 'tags', where: { id: { equals: tag.id } }, ...as(who) })
      expect(docs.map((doc) => doc.id)).toEqual([tag.id])
      await refused(payload.create({ collection: 'tags', data: { name: `Made by ${who}` }, ...as(who) }))
      await refused(payload.update({ collection: 'tags', id: tag.id, data: { name: 'Renamed' }, ...as(who) }))
      await refused(payload.delete({ collection: 'tags', id: tag.id, ...as(who) }))
      const draft = await write(who, { tags: [tag.id] })
      expect((await payload.findByID({ collection: 'articles', id: draft.id, depth: 0 })).tags).toEqual([tag.id])
      expect((await payload.findByID({ collection: 'tags', id: tag.id, depth: 0 })).name).toBe(`Picked by ${who}`)
    },
  )

  it('lets an editor make, describe and trash tags', async () => {
    const tag = await payload.create({
      collection: 'tags',
      data: { name: 'Contactless keys', description: 'Phones as room keys.' },
      ...as('editor'),
    })
    expect(tag.slug).toBe('contactless-keys')
    // Moving to the trash is an update that dates it (docs/decisions/066-trash.md).
    await payload.update({
      collection: 'tags',
      id: tag.id,
      data: { deletedAt: new Date().toISOString() },
      ...as('editor'),
    })
    expect((await payload.findByID({ collection: 'tags', id: tag.id, trash: true, depth: 0 })).deletedAt).toBeTruthy()
  })

  it('lets editors read the whole staff, to assign and to name people in notes; a contributor or author only themselves', async () => {
    const everyone = Object.values(people).map((person) => person.email)
    for (const who of ['editor', 'admin'] as const) {
      const { docs } = await payload.find({ collection: 'users', limit: 100, ...as(who) })
      expect(docs.map((account) => account.email)).toEqual(expect.arrayContaining(everyone))
    }
    for (const who of ['contributor', 'author'] as const) {
      const { docs } = await payload.find({ collection: 'users', limit: 100, ...as(who) })
      expect(docs.map((account) => account.email)).toEqual([people[who].email])
    }
    await expect(
      payload.update({ collection: 'users', id: people.author.id, data: { name: 'Renamed' }, ...as('editor') }),
    ).rejects.toThrow()
  })

  it('records a role an admin changes in the staff audit trail', async () => {
    const person = await payload.create({
      collection: 'users',
      data: { email: 'moving@roles.example', password: 'a long enough password', role: 'contributor' } as never,
      ...as('admin'),
    })
    await payload.update({ collection: 'users', id: person.id, data: { role: 'author' }, ...as('admin') })
    const rows = await local.sql(
      `SELECT actor_id, action, summary FROM staff_audit_events WHERE target_id = $1 ORDER BY id`,
      [String(person.id)],
    )
    expect(rows).toEqual([
      {
        actor_id: people.admin.id,
        action: 'account_created',
        summary: 'Account moving@roles.example created with the role contributor.',
      },
      {
        actor_id: people.admin.id,
        action: 'role_changed',
        summary: 'Role of moving@roles.example changed from contributor to author.',
      },
    ])
  })

  it('lets a contributor upload, and change or delete only their own uploads', async () => {
    const png = await alphaPng(40, 30)
    const upload = (who: Who) =>
      payload.create({
        collection: 'media',
        data: { alt: `By the ${who}`, prefix: 'news' },
        file: { data: png, mimetype: 'image/png', name: `${who}.png`, size: png.length },
        ...as(who),
      })
    const own = await upload('contributor')
    expect(own.uploaded_by).toBe(people.contributor.id)
    const others = await upload('editor')
    await refused(payload.update({ collection: 'media', id: others.id, data: { alt: 'Mine' }, ...as('contributor') }))
    await refused(payload.delete({ collection: 'media', id: others.id, ...as('contributor') }))
    const used = await upload('contributor')
    await write('editor', { _status: 'published', image: used.id })
    await refused(payload.delete({ collection: 'media', id: used.id, ...as('contributor') }))
    await payload.update({ collection: 'media', id: own.id, data: { alt: 'Better' }, ...as('contributor') })
    await payload.delete({ collection: 'media', id: own.id, ...as('contributor') })
  })
})
