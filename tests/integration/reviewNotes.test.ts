/**
 * Review before publishing, editorial notes and assignments (issue 61, docs/decisions/061-review-notes-assignments.md)
 * at Payload's local API: each step's state on the article's latest version and public row, its version in the
 * history, its line in the staff audit trail, and the editorial event it tells (`editorialEvent`, watched by a spy:
 * delivering it is the notifications' part). Then notes: mentions, one-level threads, who reads them.
 */
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

vi.mock('../../src/features/notifications/editorialEvent', { spy: true })

type Person = { id: number; email: string; collection: 'users'; role: string }

let local: LocalPayload
let payload: Payload
let parents: Awaited<ReturnType<typeof createArticleParents>>
let steps: typeof import('../../src/features/review/reviewSteps')
let figures: typeof import('../../src/content/articles/reviewFigures')
// Imported once the file's database is set (startLocalPayload): the module reaches src/ground/env, read at import.
let editorialEvent: (typeof import('../../src/features/notifications/editorialEvent'))['editorialEvent']
const people = {} as Record<'writer' | 'otherWriter' | 'editor' | 'secondEditor', Person>

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  ;({ editorialEvent } = await import('../../src/features/notifications/editorialEvent'))
  steps = await import('../../src/features/review/reviewSteps')
  figures = await import('../../src/content/articles/reviewFigures')
  parents = await createArticleParents(payload)
  const add = async (email: string, name: string, role: string) =>
    ({
      ...(await payload.create({
        collection: 'users',
        data: { email, name, role, password: 'a long password 123' } as never,
      })),
      collection: 'users',
    }) as Person
  people.editor = await add('eda@example.com', 'Eda Editor', 'editor')
  people.secondEditor = await add('sam@example.com', 'Sam Second', 'editor')
  people.writer = await add('wren@example.com', 'Wren Writer', 'contributor')
  people.otherWriter = await add('otto@example.com', 'Otto Other', 'contributor')
})

afterAll(async () => {
  await local?.close()
})

beforeEach(() => {
  vi.mocked(editorialEvent).mockClear()
})

const reqAs = (person: Person): Promise<PayloadRequest> => createLocalReq({ user: person as never }, payload)
const eventsTold = () => vi.mocked(editorialEvent).mock.calls.map(([, event]) => event)

/** A draft the person wrote (their own: `created_by`). */
const draftBy = (person: Person, title: string) =>
  createArticle(payload, parents, { title, created_by: person.id, _status: 'draft' })

const states = async (id: number) => ({
  latest: (await local.sql('SELECT version_review FROM _articles_v WHERE parent_id = $1 AND latest', [id]))[0]
    ?.version_review,
  publicRow: (await local.sql('SELECT review FROM articles WHERE id = $1', [id]))[0]?.review,
})
const auditOf = async (id: number) =>
  (
    await local.sql(
      `SELECT action FROM staff_audit_events WHERE target_collection = 'articles' AND target_id = $1 ORDER BY id`,
      [String(id)],
    )
  ).map((row) => row.action)

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => null,
    (thrown: unknown) => thrown,
  )) as { status?: number; code?: string; extensions?: Record<string, unknown> } | null
  return { status: error?.status, code: error?.code, lacks: error?.extensions?.lacks }
}

describe('review before publishing', () => {
  it('a contributor submits their own draft: both rows say so, a version names them, editors are told, the trail has it', async () => {
    const article = await draftBy(people.writer, 'Submitted story')
    await steps.submitForReview(await reqAs(people.writer), article.id)
    expect(await states(article.id)).toEqual({ latest: 'submitted', publicRow: 'submitted' })
    const [version] = await local.sql(
      'SELECT version_edited_by AS by, version_title AS title FROM _articles_v WHERE parent_id = $1 AND latest',
      [article.id],
    )
    expect(version).toEqual({ by: 'Wren Writer <wren@example.com>', title: 'Submitted story' })
    expect(eventsTold()).toEqual([{ kind: 'submitted_for_review', articleId: article.id, actorId: people.writer.id }])
    expect(await auditOf(article.id)).toEqual(['review_submitted'])
    expect((await figures.waitingForReview(payload)).articles.map((line) => line.id)).toContain(article.id)
  })

  it("refuses another writer's article, a second submission and a contributor's send-back, changing nothing", async () => {
    const article = await draftBy(people.writer, 'Not yours')
    expect(await refusal(steps.submitForReview(await reqAs(people.otherWriter), article.id))).toEqual({
      status: 403,
      code: 'role_lacks_capability',
      lacks: 'edit_all_content',
    })
    await steps.submitForReview(await reqAs(people.writer), article.id)
    expect(await refusal(steps.submitForReview(await reqAs(people.writer), article.id))).toMatchObject({
      status: 409,
      code: 'review_step_out_of_turn',
    })
    expect(await refusal(steps.sendBack(await reqAs(people.writer), article.id, 'Fix it'))).toEqual({
      status: 403,
      code: 'role_lacks_capability',
      lacks: 'review',
    })
    expect(await states(article.id)).toEqual({ latest: 'submitted', publicRow: 'submitted' })
    expect(await auditOf(article.id)).toEqual(['review_submitted'])
    expect(eventsTold().map((event) => event.kind)).toEqual(['submitted_for_review'])
  })

  it('an editor sends it back with a note: the note stays on the article, the writer is told it; no note is refused', async () => {
    const article = await draftBy(people.writer, 'Needs work')
    await steps.submitForReview(await reqAs(people.writer), article.id)
    expect(await refusal(steps.sendBack(await reqAs(people.editor), article.id, '   '))).toMatchObject({
      status: 422,
      code: 'validation_failed',
    })
    expect(await states(article.id)).toEqual({ latest: 'submitted', publicRow: 'submitted' })
    vi.mocked(editorialEvent).mockClear()
    await steps.sendBack(await reqAs(people.editor), article.id, 'Check the figures, @wren.')
    expect(await states(article.id)).toEqual({ latest: 'sent_back', publicRow: 'sent_back' })
    const notes = await payload.find({
      collection: 'article-notes',
      where: { article: { equals: article.id } },
      depth: 0,
    })
    expect(notes.docs.map((note) => [note.body, note.author])).toEqual([
      ['Check the figures, @wren.', people.editor.id],
    ])
    const noteId = notes.docs[0]!.id
    expect(eventsTold()).toEqual([
      { kind: 'mentioned', articleId: article.id, actorId: people.editor.id, noteId, mentionedIds: [people.writer.id] },
      {
        kind: 'sent_back',
        articleId: article.id,
        actorId: people.editor.id,
        note: 'Check the figures, @wren.',
        writerId: people.writer.id,
      },
    ])
    expect(await auditOf(article.id)).toEqual(['review_submitted', 'review_sent_back'])
    // Sent back only from review.
    expect(await refusal(steps.sendBack(await reqAs(people.editor), article.id, 'Again'))).toMatchObject({
      status: 409,
    })
  })

  it('an autosave keeps the state, and no one sets it by sending it', async () => {
    const article = await draftBy(people.writer, 'Autosaved')
    await steps.submitForReview(await reqAs(people.writer), article.id)
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: 'Autosaved again', review: 'none' } as never,
      draft: true,
      autosave: true,
      user: people.editor as never,
      overrideAccess: false,
    })
    expect(await states(article.id)).toEqual({ latest: 'submitted', publicRow: 'submitted' })
  })

  it('an editor publishing it clears the review, tells its writer and records the publication after review', async () => {
    const article = await draftBy(people.writer, 'To publish')
    await steps.submitForReview(await reqAs(people.writer), article.id)
    vi.mocked(editorialEvent).mockClear()
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { _status: 'published' },
      user: people.editor as never,
      overrideAccess: false,
    })
    expect(await states(article.id)).toEqual({ latest: 'none', publicRow: 'none' })
    expect(eventsTold()).toEqual([
      { kind: 'published', articleId: article.id, actorId: people.editor.id, writerId: people.writer.id },
    ])
    expect(await auditOf(article.id)).toEqual(['review_submitted', 'review_published'])
    expect((await figures.waitingForReview(payload)).articles.map((line) => line.id)).not.toContain(article.id)
  })

  it('publishing one’s own article tells no one', async () => {
    const article = await draftBy(people.editor, 'My own')
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { _status: 'published' },
      user: people.editor as never,
      overrideAccess: false,
    })
    expect(eventsTold()).toEqual([])
  })
})

describe('assignments', () => {
  it('the person given an article is told and finds it under "Assigned to me"; taking it oneself tells no one', async () => {
    const article = await draftBy(people.writer, 'Assigned story')
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { assignee: people.secondEditor.id },
      draft: true,
      user: people.editor as never,
      overrideAccess: false,
    })
    expect(eventsTold()).toEqual([
      { kind: 'assigned', articleId: article.id, actorId: people.editor.id, assigneeId: people.secondEditor.id },
    ])
    expect(await auditOf(article.id)).toEqual(['article_assigned'])
    const mine = await figures.assignedTo(payload, people.secondEditor.id)
    expect(mine).toEqual({ total: 1, articles: [{ id: article.id, title: 'Assigned story', at: expect.any(String) }] })
    expect((await figures.assignedTo(payload, people.editor.id)).total).toBe(0)
    vi.mocked(editorialEvent).mockClear()
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { assignee: people.editor.id },
      draft: true,
      user: people.editor as never,
      overrideAccess: false,
    })
    expect(eventsTold()).toEqual([])
  })

  it('gives an article only to someone who can open it: an editor or its writer, never another contributor', async () => {
    const article = await draftBy(people.writer, 'Whose turn')
    const assign = (assignee: number) =>
      payload.update({
        collection: 'articles',
        id: article.id,
        data: { assignee },
        draft: true,
        user: people.editor as never,
        overrideAccess: false,
      })
    const refused = await assign(people.otherWriter.id).then(
      () => null,
      (error: { status?: number; data?: { errors?: Array<{ path: string }> } }) => error,
    )
    expect(refused?.status).toBe(400)
    expect(refused?.data?.errors?.[0]?.path).toBe('assignee')
    expect(eventsTold()).toEqual([])
    const [row] = await local.sql('SELECT version_assignee_id FROM _articles_v WHERE parent_id = $1 AND latest', [
      article.id,
    ])
    expect(row.version_assignee_id).toBeNull()
    await assign(people.writer.id)
    expect(eventsTold()).toEqual([
      { kind: 'assigned', articleId: article.id, actorId: people.editor.id, assigneeId: people.writer.id },
    ])
  })

  it('a contributor cannot assign', async () => {
    const article = await draftBy(people.writer, 'Self-assigned')
    await payload
      .update({
        collection: 'articles',
        id: article.id,
        data: { assignee: people.editor.id },
        draft: true,
        user: people.writer as never,
        overrideAccess: false,
      })
      .catch(() => null)
    const [row] = await local.sql('SELECT version_assignee_id FROM _articles_v WHERE parent_id = $1 AND latest', [
      article.id,
    ])
    expect(row.version_assignee_id).toBeNull()
    expect(eventsTold()).toEqual([])
  })
})

describe('editorial notes', () => {
  const note = (person: Person, data: Record<string, unknown>) =>
    payload.create({
      collection: 'article-notes',
      data: data as never,
      depth: 0,
      user: person as never,
      overrideAccess: false,
    })

  it('are written in the name of whoever is signed in, and tell each person they name once, never the writer', async () => {
    const article = await draftBy(people.writer, 'Noted')
    const written = await note(people.editor, {
      article: article.id,
      body: '@sam and @Wren, see @eda and @sam again',
      author: people.secondEditor.id,
    })
    expect(written.author).toBe(people.editor.id)
    expect(written.mentions).toEqual([people.secondEditor.id, people.writer.id, people.editor.id])
    expect(eventsTold()).toEqual([
      {
        kind: 'mentioned',
        articleId: article.id,
        actorId: people.editor.id,
        noteId: written.id,
        mentionedIds: [people.secondEditor.id, people.writer.id],
      },
    ])
    vi.mocked(editorialEvent).mockClear()
    await payload.update({
      collection: 'article-notes',
      id: written.id,
      data: { body: '@sam and @Wren and @otto' },
      depth: 0,
      user: people.editor as never,
      overrideAccess: false,
    })
    // Otto, a contributor who does not write this article, cannot open it: the name in the text names no one.
    expect(eventsTold()).toEqual([])
    const [saved] = await local.sql('SELECT count(*)::int AS n FROM article_notes_rels WHERE parent_id = $1', [
      written.id,
    ])
    expect(saved.n).toBe(3)
  })

  it('names only people who can open the article: picking anyone else is refused and saves nothing', async () => {
    const article = await draftBy(people.writer, 'Picked mentions')
    const refused = await note(people.editor, {
      article: article.id,
      body: 'Over to you',
      mentions: [people.otherWriter.id],
    }).then(
      () => null,
      (error: { status?: number; data?: { errors?: Array<{ path: string }> } }) => error,
    )
    expect(refused?.status).toBe(400)
    expect(refused?.data?.errors?.[0]?.path).toBe('mentions')
    expect(await local.sql('SELECT 1 FROM article_notes WHERE article_id = $1', [article.id])).toEqual([])
    expect(eventsTold()).toEqual([])
    // The writer and the editors are named, picked or written.
    const written = await note(people.editor, {
      article: article.id,
      body: 'Over to you, @otto',
      mentions: [people.writer.id, people.secondEditor.id],
    })
    expect(written.mentions).toEqual([people.writer.id, people.secondEditor.id])
  })

  it('thread one level deep: a reply to a reply, to another article’s note, or resolving a reply is refused', async () => {
    const article = await draftBy(people.writer, 'Threads')
    const other = await draftBy(people.writer, 'Other threads')
    const first = await note(people.editor, { article: article.id, body: 'First' })
    const reply = await note(people.writer, { article: article.id, body: 'Reply', parent: first.id })
    expect(reply.parent).toBe(first.id)
    const refused = async (data: Record<string, unknown>) =>
      (await note(people.editor, data).then(
        () => null,
        (error: { status?: number; data?: { errors?: Array<{ path: string }> } }) => [
          error.status,
          error.data?.errors?.[0]?.path,
        ],
      )) ?? 'saved'
    expect(await refused({ article: article.id, body: 'Deeper', parent: reply.id })).toEqual([400, 'parent'])
    expect(await refused({ article: other.id, body: 'Elsewhere', parent: first.id })).toEqual([400, 'parent'])
    expect(await refused({ article: article.id, body: 'Done', parent: first.id, resolved: true })).toEqual([
      400,
      'resolved',
    ])
    const resolved = await payload.update({
      collection: 'article-notes',
      id: first.id,
      data: { resolved: true },
      depth: 0,
      user: people.writer as never,
      overrideAccess: false,
    })
    expect(resolved.resolved).toBe(true)
    expect(
      (await local.sql('SELECT count(*)::int AS n FROM article_notes WHERE article_id = $1', [article.id]))[0].n,
    ).toBe(2)
  })

  it('a contributor reads and writes notes of their own articles only; anyone not signed in, none', async () => {
    const mine = await draftBy(people.writer, 'Mine')
    const theirs = await draftBy(people.otherWriter, 'Theirs')
    await note(people.editor, { article: mine.id, body: 'On mine' })
    await note(people.editor, { article: theirs.id, body: 'On theirs' })
    const read = async (person: Person | null) =>
      (
        await payload.find({
          collection: 'article-notes',
          where: { article: { in: [mine.id, theirs.id] } },
          user: person as never,
          overrideAccess: false,
        })
      ).docs.map((doc) => doc.body)
    expect(await read(people.writer)).toEqual(['On mine'])
    expect(await read(people.otherWriter)).toEqual(['On theirs'])
    expect((await read(people.editor)).sort()).toEqual(['On mine', 'On theirs'])
    await expect(read(null)).rejects.toMatchObject({ status: 403 })
    await expect(note(people.writer, { article: theirs.id, body: 'Sneaky' })).rejects.toMatchObject({ status: 403 })
    const threads = await (
      await import('../../src/content/articleNotes/noteThreads')
    ).noteThreads(await reqAs(people.otherWriter), mine.id)
    expect(threads).toEqual([])
  })
})
