/**
 * One rule of what is public (src/ground/db/publicVisibility.ts) for Payload's `/cms-api`, REST and GraphQL, read without
 * signing in (docs/decisions/022-anonymous-cms-api-access.md): a matrix of hidden records (a draft, an article
 * scheduled for the future, an article of an unpublished PMS, the unpublished PMS itself, an unpublished comparison
 * and glossary term, an inactive PR link and one of the unpublished PMS, an unpublished change of a public article,
 * and an article, a PMS profile, a comparison, a glossary term and a PR link that would be public but are in the
 * trash, docs/decisions/066-trash.md; a tag only a draft carries and one in the trash, docs/decisions/070-tags.md) is asked for every way the API offers (lists, by id, by `where`, asking for
 * the trash, `depth` population from a public record, versions, drafts, GraphQL lists, single documents and nested
 * relationships), and none is found. The trash is for editors and admins only: contributors and authors find in it
 * nothing of others'. Redirects (docs/decisions/064-redirects.md) are read and written by editors and admins only.
 * Then field by field: what a public record carries for staff only never reaches an anonymous reader, while a
 * signed-in editor still reads it.
 *
 * Webhooks (docs/decisions/077) are an admin's whole, and their sealed secrets nobody's. Editorial notes (docs/decisions/061) are hidden whole: no reader but staff gets one, in any way the API offers, nor
 * sees one on the article's page, its markdown or the feed.
 *
 * Every hidden record's name holds ZORBLAT and every staff-only value holds BACKROOM, so an answer can be searched for
 * them whole.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, addAccount, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { demoParents, insertArticle, insertPms, insertTag } from '../helpers/content'

const app = useApp({ database: 'seededWithAccounts', env: { CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: '100000' } })
const { sql } = app

let editorToken: string
const hidden = {} as Record<
  | 'draft'
  | 'scheduled'
  | 'ofUnpublishedPms'
  | 'deleted'
  | 'cockpitDraft'
  | 'hiddenPms'
  | 'comparison'
  | 'term'
  | 'inactiveLink'
  | 'linkOfZorblatPms'
  | 'trashedPms'
  | 'trashedComparison'
  | 'trashedTerm'
  | 'trashedLink'
  | 'draftTag'
  | 'trashedTag',
  number
>
const open = {} as Record<'article' | 'pms' | 'comparison' | 'term' | 'tag', number>
const notes = {} as Record<'thread' | 'reply' | 'onDraft', number>
let cockpitDraftVersion: number

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers })
const asEditor = () => ({ authorization: `JWT ${editorToken}` })
const graphql = async (query: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}/cms-api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] },
  }
}

/** A GraphQL `where` for any of `ids` (Payload's GraphQL has no `in` for ids). */
const anyOf = (ids: number[]) => `{ OR: [${ids.map((id) => `{ id: { equals: ${id} } }`).join(', ')}] }`

/** The answer as text to a signed-in person, staff-only values allowed, which must name no hidden record. */
async function nothingHidden(response: Response): Promise<string> {
  const text = await response.text()
  expect(response.status, text).toBeLessThan(500)
  expect(text).not.toMatch(/zorblat/i)
  return text
}

/** The answer as text, which must name no hidden record and no staff-only value. */
async function clean(response: Response): Promise<string> {
  const text = await response.text()
  expect(response.status, text).toBeLessThan(500)
  expect(text).not.toMatch(/zorblat/i)
  expect(text).not.toMatch(/backroom/i)
  return text
}

beforeAll(async () => {
  const admin = await app.signIn(ADMIN)
  editorToken = (await app.signIn(EDITOR)).token
  const parents = await demoParents(sql)
  const future = new Date(Date.now() + 30 * 86_400_000)

  hidden.hiddenPms = await insertPms(sql, { name: 'Zorblat PMS', slug: 'zorblat-pms', is_published: false })
  // Public but for the trash, where it goes once the records below name it (docs/decisions/066-trash.md).
  hidden.trashedPms = await insertPms(sql, {
    name: 'Zorblat trashed PMS',
    slug: 'zorblat-trashed-pms',
    is_published: true,
  })
  hidden.draft = await insertArticle(sql, {
    ...parents,
    title: 'Zorblat draft',
    slug: 'zorblat-draft',
    is_published: false,
  })
  hidden.scheduled = await insertArticle(sql, {
    ...parents,
    title: 'Zorblat scheduled',
    slug: 'zorblat-scheduled',
    is_published: false,
    scheduled: true,
    published_at: future,
  })
  hidden.ofUnpublishedPms = await insertArticle(sql, {
    ...parents,
    pms_id: hidden.hiddenPms,
    title: 'Zorblat launch of an unpublished PMS',
    slug: 'zorblat-launch',
  })
  hidden.deleted = await insertArticle(sql, { ...parents, title: 'Zorblat deleted', slug: 'zorblat-deleted' })
  hidden.cockpitDraft = (
    await admin.cms('POST', '/articles?draft=true', {
      title: 'Zorblat cockpit draft',
      slug: 'zorblat-cockpit-draft',
      pms: parents.pms_id,
      author: parents.author_id,
      body: 'Zorblat body.',
      _status: 'draft',
    })
  ).doc.id
  cockpitDraftVersion = (await sql(`SELECT id FROM _articles_v WHERE parent_id = $1 LIMIT 1`, [hidden.cockpitDraft]))[0]
    .id

  open.pms = parents.pms_id
  const [article] = await sql(
    `SELECT a.id FROM articles a WHERE a.is_published AND a.pms_id = $1 AND a.published_at IS NOT NULL ORDER BY a.id LIMIT 1`,
    [open.pms],
  )
  open.article = article.id
  // What the newsroom and the jobs keep on public records.
  await sql(
    `UPDATE articles SET edited_by = 'Backroom Editor <backroom@example.com>', social_post_url = 'https://social.example/backroom',
       summary_source_hash = 'backroom-hash' WHERE id = $1`,
    [open.article],
  )
  await sql(`UPDATE pmses SET edited_by = 'Backroom Editor <backroom@example.com>' WHERE id = $1`, [open.pms])
  // An unpublished change of a public article: a draft version on top of the published one.
  await admin.cms('PATCH', `/articles/${open.article}?draft=true&autosave=true`, { title: 'Zorblat change of a title' })

  // Editorial notes on the public article and on a draft, a thread with a reply.
  const note = async (article: number, body: string, parent?: number) =>
    (await admin.cms('POST', '/article-notes', { article, body, ...(parent ? { parent } : {}) })).doc.id as number
  notes.thread = await note(open.article, 'Zorblat note: check the backroom figures.')
  notes.reply = await note(open.article, 'Zorblat reply from the backroom.', notes.thread)
  notes.onDraft = await note(hidden.draft, 'Zorblat note on a draft.')

  open.comparison = (
    await admin.cms('POST', '/comparisons', {
      title: 'Open comparison',
      slug: 'open-comparison',
      pmses: [open.pms, hidden.hiddenPms, hidden.trashedPms],
      body: 'Side by side.',
      is_published: true,
    })
  ).doc.id
  hidden.comparison = (
    await admin.cms('POST', '/comparisons', {
      title: 'Zorblat comparison',
      slug: 'zorblat-comparison',
      pmses: [open.pms, hidden.hiddenPms],
      body: 'Zorblat.',
      is_published: false,
    })
  ).doc.id
  hidden.trashedTerm = (
    await admin.cms('POST', '/glossary-terms', {
      term: 'Zorblat trashed term',
      slug: 'zorblat-trashed-term',
      short_definition: 'Zorblat.',
      is_published: true,
    })
  ).doc.id
  hidden.term = (
    await admin.cms('POST', '/glossary-terms', {
      term: 'Zorblat term',
      slug: 'zorblat-term',
      short_definition: 'Zorblat.',
      is_published: false,
    })
  ).doc.id
  open.term = (
    await admin.cms('POST', '/glossary-terms', {
      term: 'Open term',
      slug: 'open-term',
      short_definition: 'Public.',
      related_terms: [hidden.term, hidden.trashedTerm],
      related_pmses: [hidden.hiddenPms, hidden.trashedPms, open.pms],
      is_published: true,
    })
  ).doc.id
  hidden.inactiveLink = (
    await admin.cms('POST', '/pr-links', {
      title: 'Zorblat withdrawn release',
      url: 'https://press.example/withdrawn',
      pms: open.pms,
      is_active: false,
      notes: 'Backroom note',
    })
  ).doc.id
  hidden.linkOfZorblatPms = (
    await admin.cms('POST', '/pr-links', {
      title: 'Zorblat PMS launches',
      url: 'https://press.example/zorblat',
      pms: hidden.hiddenPms,
    })
  ).doc.id

  // The rest of the trash: each public until a DELETE moves it there.
  hidden.trashedComparison = (
    await admin.cms('POST', '/comparisons', {
      title: 'Zorblat trashed comparison',
      slug: 'zorblat-trashed-comparison',
      pmses: [open.pms, hidden.hiddenPms],
      body: 'Zorblat.',
      is_published: true,
    })
  ).doc.id
  hidden.trashedLink = (
    await admin.cms('POST', '/pr-links', {
      title: 'Zorblat trashed release',
      url: 'https://press.example/trashed',
      pms: open.pms,
    })
  ).doc.id
  for (const [collection, id] of Object.entries(trashedIn())) await admin.cms('DELETE', `/${collection}/${id}`)
  expect(
    await sql(
      `SELECT count(*)::int AS n FROM (
         SELECT deleted_at FROM articles WHERE id = $1 UNION ALL SELECT deleted_at FROM pmses WHERE id = $2
         UNION ALL SELECT deleted_at FROM comparisons WHERE id = $3 UNION ALL SELECT deleted_at FROM glossary_terms WHERE id = $4
         UNION ALL SELECT deleted_at FROM pr_links WHERE id = $5) t WHERE deleted_at IS NOT NULL`,
      Object.values(trashedIn()),
    ),
  ).toEqual([{ n: 5 }])

  // Tags: one only a draft carries, one in the trash on the public article, and a public one on both.
  hidden.draftTag = await insertTag(sql, { name: 'Zorblat draft tag', slug: 'zorblat-draft-tag' }, [hidden.draft])
  hidden.trashedTag = await insertTag(
    sql,
    { name: 'Zorblat trashed tag', slug: 'zorblat-trashed-tag', trashed: true },
    [open.article],
  )
  open.tag = await insertTag(sql, { name: 'Open tag', slug: 'open-tag' }, [hidden.draft, open.article])
})

/** The records that would be public but are in the trash, one per collection with a trash. */
const trashedIn = () => ({
  articles: hidden.deleted,
  pmses: hidden.trashedPms,
  comparisons: hidden.trashedComparison,
  'glossary-terms': hidden.trashedTerm,
  'pr-links': hidden.trashedLink,
})

/** Every hidden record by the collection it lives in. */
const hiddenIn = () => ({
  articles: [hidden.draft, hidden.scheduled, hidden.ofUnpublishedPms, hidden.deleted, hidden.cockpitDraft],
  pmses: [hidden.hiddenPms, hidden.trashedPms],
  comparisons: [hidden.comparison, hidden.trashedComparison],
  'glossary-terms': [hidden.term, hidden.trashedTerm],
  'pr-links': [hidden.inactiveLink, hidden.linkOfZorblatPms, hidden.trashedLink],
  tags: [hidden.draftTag, hidden.trashedTag],
})

describe('anonymous REST finds no hidden record', () => {
  it('in lists, at depth 2, also when asked for the hidden ids or slugs by name', async () => {
    for (const [collection, ids] of Object.entries(hiddenIn())) {
      const list = await get(`/cms-api/${collection}?limit=100&depth=2`)
      expect(list.status).toBe(200)
      await clean(list)
      await clean(await get(`/cms-api/${collection}?limit=100&depth=2&trash=true`))
      const inTheTrash = await get(`/cms-api/${collection}?trash=true&where[deletedAt][exists]=true`)
      expect(JSON.parse(await clean(inTheTrash)).totalDocs, collection).toBe(0)
      const byId = await get(
        `/cms-api/${collection}?depth=2&${ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')}`,
      )
      expect(JSON.parse(await clean(byId)).docs, collection).toEqual([])
      if (collection !== 'pr-links') {
        const bySlug = await get(`/cms-api/${collection}?where[slug][like]=zorblat`)
        expect(JSON.parse(await clean(bySlug)).docs, collection).toEqual([])
      }
    }
    // Nor by what makes them hidden.
    const drafts = await get('/cms-api/articles?where[is_published][equals]=false')
    expect(JSON.parse(await clean(drafts)).totalDocs).toBe(0)
    const inactive = await get('/cms-api/pr-links?where[is_active][equals]=false')
    expect(JSON.parse(await clean(inactive)).totalDocs).toBe(0)
  })

  it('by id: 404, also at depth 2 and asking for drafts', async () => {
    for (const [collection, ids] of Object.entries(hiddenIn()))
      for (const id of ids)
        for (const query of ['', '?depth=2', '?draft=true', '?trash=true', '?trash=true&depth=2']) {
          const response = await get(`/cms-api/${collection}/${id}${query}`)
          expect(response.status, `${collection}/${id}${query}`).toBe(404)
          await clean(response)
        }
  })

  it('populating a public record at depth 2 leaves out the hidden records it names, ids too', async () => {
    const comparison = JSON.parse(await clean(await get(`/cms-api/comparisons/${open.comparison}?depth=2`)))
    expect(comparison.pmses.map((pms: { id: number }) => pms.id)).toEqual([open.pms])
    const flatComparison = JSON.parse(await clean(await get(`/cms-api/comparisons/${open.comparison}?depth=0`)))
    expect(flatComparison.pmses).toEqual([open.pms])
    const term = JSON.parse(await clean(await get(`/cms-api/glossary-terms/${open.term}?depth=2`)))
    expect(term.related_terms).toEqual([])
    expect(term.related_pmses.map((pms: { id: number }) => pms.id)).toEqual([open.pms])
    const flat = JSON.parse(await clean(await get(`/cms-api/glossary-terms/${open.term}?depth=0`)))
    expect(flat).toMatchObject({ related_terms: [], related_pmses: [open.pms] })
    const article = JSON.parse(await clean(await get(`/cms-api/articles/${open.article}?depth=2`)))
    expect(article.pms).toMatchObject({ id: open.pms, name: expect.any(String) })
    expect(article.tags).toEqual([expect.objectContaining({ id: open.tag, name: 'Open tag' })])
    const flatArticle = JSON.parse(await clean(await get(`/cms-api/articles/${open.article}?depth=0`)))
    expect(flatArticle.tags).toEqual([open.tag])
    // The public tag is listed; staff read the others too.
    const tags = JSON.parse(await clean(await get('/cms-api/tags?limit=100')))
    expect(tags.docs.map((tag: { slug: string }) => tag.slug)).toContain('open-tag')
    const staffTags = await (await get('/cms-api/tags?limit=100&where[slug][like]=zorblat', asEditor())).json()
    expect(staffTags.docs.map((tag: { slug: string }) => tag.slug)).toEqual(['zorblat-draft-tag'])
    // Staff see the same records whole.
    const staff = await (await get(`/cms-api/comparisons/${open.comparison}?depth=0`, asEditor())).json()
    expect(staff.pmses).toEqual([open.pms, hidden.hiddenPms, hidden.trashedPms])
  })

  it('shows the published article, not its unpublished change, whoever asks for drafts', async () => {
    for (const query of ['', '?draft=true', '?draft=true&depth=2']) {
      const response = await get(`/cms-api/articles/${open.article}${query}`)
      expect(response.status).toBe(200)
      expect(JSON.parse(await clean(response)).title).not.toMatch(/zorblat/i)
    }
    const list = await get(`/cms-api/articles?draft=true&where[id][equals]=${open.article}`)
    expect(JSON.parse(await clean(list)).docs).toHaveLength(1)
    const staff = await (await get(`/cms-api/articles/${open.article}?draft=true`, asEditor())).json()
    expect(staff.title).toBe('Zorblat change of a title')
  })

  it('refuses the versions of articles and PMS profiles, and has none of the other collections', async () => {
    for (const path of [
      '/cms-api/articles/versions',
      `/cms-api/articles/versions/${cockpitDraftVersion}`,
      '/cms-api/pmses/versions',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(403)
      await clean(response)
    }
    for (const collection of ['comparisons', 'glossary-terms', 'pr-links', 'categories', 'authors', 'tags'])
      expect((await get(`/cms-api/${collection}/versions`)).status, collection).toBe(404)
    expect((await get('/cms-api/articles/versions', asEditor())).status).toBe(200)
  })
})

describe('anonymous GraphQL finds no hidden record', () => {
  it('in lists, asked by id or not, with nested relationships', async () => {
    const ids = hiddenIn()
    const { status, text, body } = await graphql(`{
      Articles(limit: 20, where: ${anyOf(ids.articles)}) { totalDocs docs { id title } }
      Pmses(where: ${anyOf(ids.pmses)}) { totalDocs docs { id name } }
      Comparisons(limit: 20) { docs { title pmses { id name } } }
      GlossaryTerms(limit: 20) { docs { term related_terms { id term } related_pmses { id name } } }
      openTerm: GlossaryTerms(where: { slug: { equals: "open-term" } }) { docs { term related_terms { id term } related_pmses { id name } } }
      openComparison: Comparisons(where: { slug: { equals: "open-comparison" } }) { docs { title pmses { id name } } }
      PrLinks(limit: 20, where: ${anyOf(ids['pr-links'])}) { totalDocs docs { title pms { name } } }
      drafts: Articles(limit: 20, draft: true, where: { is_published: { equals: false } }) { totalDocs }
      trashedArticles: Articles(trash: true, where: { deletedAt: { exists: true } }) { totalDocs }
      trashedPmses: Pmses(trash: true, where: { deletedAt: { exists: true } }) { totalDocs }
      trashedComparisons: Comparisons(trash: true, where: { deletedAt: { exists: true } }) { totalDocs }
      trashedTerms: GlossaryTerms(trash: true, where: { deletedAt: { exists: true } }) { totalDocs }
      trashedLinks: PrLinks(trash: true, where: { deletedAt: { exists: true } }) { totalDocs }
      everyComparison: Comparisons(trash: true, limit: 50) { docs { title pmses { id name } } }
      Tags(limit: 10, trash: true) { docs { slug } }
      openArticle: Articles(where: { id: { equals: ${open.article} } }) { docs { tags { id name } } }
    }`)
    expect(status, text).toBe(200)
    expect(text).not.toMatch(/zorblat|backroom/i)
    expect(body.errors).toBeUndefined()
    const data = body.data as Record<string, { totalDocs?: number; docs: Array<Record<string, unknown>> }>
    expect([data.Articles!.totalDocs, data.Pmses!.totalDocs, data.PrLinks!.totalDocs, data.drafts!.totalDocs]).toEqual([
      0, 0, 0, 0,
    ])
    expect(
      ['trashedArticles', 'trashedPmses', 'trashedComparisons', 'trashedTerms', 'trashedLinks'].map(
        (name) => data[name]!.totalDocs,
      ),
    ).toEqual([0, 0, 0, 0, 0])
    const comparison = data.openComparison!.docs[0]
    expect(comparison?.pmses).toEqual([{ id: open.pms, name: expect.any(String) }])
    const term = data.openTerm!.docs[0]
    expect(term).toMatchObject({ related_terms: [], related_pmses: [{ id: open.pms }] })
    expect(data.openArticle!.docs[0]).toEqual({ tags: [{ id: open.tag, name: 'Open tag' }] })
  })

  it('answers null for each hidden record by id, and the published text of a public one asked as a draft', async () => {
    const { text, body } = await graphql(`{
      draft: Article(id: ${hidden.draft}) { title }
      scheduled: Article(id: ${hidden.scheduled}) { title }
      ofUnpublishedPms: Article(id: ${hidden.ofUnpublishedPms}) { title pms { name } }
      deleted: Article(id: ${hidden.deleted}) { title }
      deletedAskedInTrash: Article(id: ${hidden.deleted}, trash: true) { title }
      trashedPms: Pmse(id: ${hidden.trashedPms}, trash: true) { name }
      comparison: Comparison(id: ${hidden.comparison}) { title }
      trashedComparison: Comparison(id: ${hidden.trashedComparison}, trash: true) { title }
      term: GlossaryTerm(id: ${hidden.term}) { term }
      trashedTerm: GlossaryTerm(id: ${hidden.trashedTerm}, trash: true) { term }
      link: PrLink(id: ${hidden.inactiveLink}) { title }
      trashedLink: PrLink(id: ${hidden.trashedLink}, trash: true) { title }
      draftTag: Tag(id: ${hidden.draftTag}) { name }
      trashedTag: Tag(id: ${hidden.trashedTag}, trash: true) { name }
      changed: Article(id: ${open.article}, draft: true) { title }
    }`)
    expect(text).not.toMatch(/zorblat|backroom/i)
    const data = body.data as Record<string, unknown>
    for (const name of [
      'draft',
      'scheduled',
      'ofUnpublishedPms',
      'deleted',
      'deletedAskedInTrash',
      'trashedPms',
      'comparison',
      'trashedComparison',
      'term',
      'trashedTerm',
      'link',
      'trashedLink',
      'draftTag',
      'trashedTag',
    ])
      expect(data[name], name).toBeNull()
    expect(data.changed).toEqual({ title: expect.any(String) })
  })

  it('refuses versions', async () => {
    const { text, body } = await graphql(`{
      versionsArticles { docs { id version { title } } }
      versionArticle(id: ${cockpitDraftVersion}) { version { title } }
      versionsPmses { docs { id } }
    }`)
    expect(text).not.toMatch(/zorblat|backroom/i)
    expect(body.data).toMatchObject({ versionsArticles: null, versionArticle: null, versionsPmses: null })
    expect(body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'You are not allowed to perform this action.' })]),
    )
  })
})

describe('editorial notes', () => {
  const noteIds = () => [notes.thread, notes.reply, notes.onDraft]

  it('anonymous REST gets 403 for the list, each note, a `where` and versions, and no note in any article', async () => {
    for (const path of [
      '/cms-api/article-notes',
      '/cms-api/article-notes?depth=2&where[article][equals]=' + open.article,
      ...noteIds().map((id) => `/cms-api/article-notes/${id}`),
      `/cms-api/article-notes/of-article/${open.article}`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBeOneOf([401, 403])
      await clean(response)
    }
    await clean(await get(`/cms-api/articles/${open.article}?depth=3`))
    await clean(await get('/cms-api/articles?limit=100&depth=3&draft=true'))
    const byNote = await get('/cms-api/articles?where[editorial_notes][exists]=true')
    expect(byNote.status).toBeLessThan(500)
    await clean(byNote)
  })

  it('anonymous GraphQL gets none, listed, by id or nested', async () => {
    const { text, body } = await graphql(`{
      ArticleNotes { docs { id body } }
      note: ArticleNote(id: ${notes.thread}) { body article { title } }
      Article(id: ${open.article}) { title }
    }`)
    expect(text).not.toMatch(/zorblat|backroom/i)
    expect(body.data).toMatchObject({ ArticleNotes: null, note: null, Article: { title: expect.any(String) } })
  })

  it('the public page, its markdown and the feed show none; staff read them all', async () => {
    const [row] = await sql(
      'SELECT p.slug AS pms, a.slug AS article FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = $1',
      [open.article],
    )
    for (const path of [`/${row.pms}/${row.article}`, `/${row.pms}/${row.article}.md`, '/feed', '/llms-full.txt']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      await clean(response)
    }
    const staff = await (await get(`/cms-api/article-notes?limit=10&sort=id`, asEditor())).json()
    expect(staff.docs.map((doc: { id: number }) => doc.id)).toEqual(noteIds())
    const threads = await (await get(`/cms-api/article-notes/of-article/${open.article}`, asEditor())).json()
    expect(threads.threads).toMatchObject([{ id: notes.thread, replies: [{ id: notes.reply }] }])
  })
})

describe('review steps over /cms-api (docs/decisions/061)', () => {
  const post = (path: string, body?: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/cms-api/articles/${path}`, {
      method: 'POST',
      headers: { origin: app.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body,
    })
  const problem = async (response: Response) => ({
    status: response.status,
    type: response.headers.get('content-type'),
    code: ((await response.json()) as { code: string }).code,
  })

  it('answer problem+json: not signed in, no such article, no JSON, no note, out of turn; then a step', async () => {
    const PROBLEM = 'application/problem+json'
    expect(await problem(await post(`${hidden.draft}/submit-for-review`))).toEqual({
      status: 401,
      type: PROBLEM,
      code: 'unauthorized',
    })
    expect(await problem(await post('999999/submit-for-review', undefined, asEditor()))).toEqual({
      status: 404,
      type: PROBLEM,
      code: 'not_found',
    })
    expect(
      await problem(await post(`${hidden.draft}/send-back`, 'note', { ...asEditor(), 'content-type': 'text/plain' })),
    ).toMatchObject({ status: 415, code: 'unsupported_media_type' })
    // Malformed JSON is refused before any endpoint, by the /cms-api guard (src/endpoints/cmsApi/requestBody.ts).
    expect((await post(`${hidden.draft}/send-back`, '{"note":', asEditor())).status).toBe(400)
    expect(await problem(await post(`${hidden.draft}/send-back`, '{}', asEditor()))).toMatchObject({
      status: 422,
      code: 'validation_failed',
    })
    expect(await problem(await post(`${hidden.draft}/send-back`, '{"note":"Why?"}', asEditor()))).toMatchObject({
      status: 409,
      code: 'review_step_out_of_turn',
    })
    const submitted = await post(`${hidden.draft}/submit-for-review`, undefined, asEditor())
    expect(await submitted.json()).toEqual({ id: hidden.draft, review: 'submitted' })
    const sentBack = await post(`${hidden.draft}/send-back`, '{"note":"Zorblat: shorter, please."}', asEditor())
    expect(await sentBack.json()).toEqual({ id: hidden.draft, review: 'sent_back' })
    // A GET does nothing (docs/decisions/058).
    expect(
      (await get(`/cms-api/articles/${hidden.draft}/submit-for-review`, asEditor())).status,
    ).toBeGreaterThanOrEqual(400)
  })
})

describe('staff-only fields', () => {
  it('never reach an anonymous REST reader, by id, in lists or populated, and cannot be queried', async () => {
    const article = JSON.parse(await clean(await get(`/cms-api/articles/${open.article}?depth=2`)))
    for (const field of [
      'edited_by',
      'review',
      'assignee',
      'social_post_url',
      'summary_source_hash',
      'summary_by_editor',
      'scheduled',
      'publish_log',
      '_status',
    ])
      expect(article, field).not.toHaveProperty(field)
    expect(article.pms).not.toHaveProperty('edited_by')
    expect(article).toHaveProperty('title')
    await clean(await get(`/cms-api/articles?limit=100&depth=1`))
    await clean(await get(`/cms-api/pmses?limit=100`))
    await clean(await get(`/cms-api/pr-links?limit=100&depth=2`))
    for (const path of [
      '/cms-api/articles?where[edited_by][like]=backroom',
      '/cms-api/articles?where[social_post_url][exists]=true',
      '/cms-api/pr-links?where[notes][like]=backroom',
      '/cms-api/articles?sort=-edited_by',
      '/cms-api/pmses?sort=edited_by,name',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      await clean(response)
    }
  })

  it('cannot be queried or sorted by through GraphQL: a clear error, not a 500', async () => {
    for (const query of [
      '{ Articles(where: { edited_by: { like: "backroom" } }) { docs { id } } }',
      '{ Articles(sort: "edited_by") { docs { id } } }',
    ]) {
      const { status, text, body } = await graphql(query)
      expect(status, query).toBeLessThan(500)
      expect(text).not.toMatch(/backroom|zorblat/i)
      expect(body.data?.Articles ?? null, query).toBeNull()
      expect(body.errors, query).toBeDefined()
    }
    expect((await get('/cms-api/articles?sort=-title&limit=1')).status).toBe(200)
    expect((await get('/cms-api/articles?sort=-edited_by&limit=1', asEditor())).status).toBe(200)
  })

  it('never reach an anonymous GraphQL reader, nested or not', async () => {
    const { text, body } = await graphql(`{
      Article(id: ${open.article}) { title edited_by social_post_url summary_source_hash pms { name edited_by } }
      PrLinks(limit: 50) { docs { title notes article { id } } }
    }`)
    expect(text).not.toMatch(/backroom|zorblat/i)
    expect((body.data as { Article: unknown }).Article).toMatchObject({
      title: expect.any(String),
      edited_by: null,
      social_post_url: null,
      summary_source_hash: null,
      pms: { name: expect.any(String), edited_by: null },
    })
  })

  it('are all there for a signed-in editor, in REST and GraphQL', async () => {
    const article = await (await get(`/cms-api/articles/${open.article}?depth=1`, asEditor())).json()
    expect(article).toMatchObject({
      edited_by: 'Backroom Editor <backroom@example.com>',
      social_post_url: 'https://social.example/backroom',
      summary_source_hash: 'backroom-hash',
      pms: { edited_by: 'Backroom Editor <backroom@example.com>' },
    })
    const { body } = await graphql(`{ Article(id: ${open.article}) { edited_by pms { edited_by } } }`, asEditor())
    expect(body.data).toEqual({
      Article: {
        edited_by: 'Backroom Editor <backroom@example.com>',
        pms: { edited_by: 'Backroom Editor <backroom@example.com>' },
      },
    })
    const link = await (await get(`/cms-api/pr-links/${hidden.inactiveLink}`, asEditor())).json()
    expect(link.notes).toBe('Backroom note')
  })
})

describe('webhooks: admins only, and never their secrets (docs/decisions/077-webhooks.md)', () => {
  let webhookId: number
  let adminToken: string

  beforeAll(async () => {
    adminToken = (await app.signIn(ADMIN)).token
    const [row] = await sql<{ id: number }>(
      `INSERT INTO webhooks (url, description, secret_sealed, secret_hint, previous_secret_sealed)
       VALUES ('https://zorblat.example/hook', 'Zorblat pipeline', 'BACKROOM-sealed', 'whsec_ZORB…', 'BACKROOM-old')
       RETURNING id`,
    )
    webhookId = row!.id
    await sql(`INSERT INTO webhooks_events ("order", parent_id, value) VALUES (1, $1, 'ping')`, [webhookId])
  })

  it('are found by no read of anyone but an admin, REST or GraphQL, and an admin reads no sealed secret', async () => {
    for (const headers of [{}, asEditor()]) {
      for (const path of [
        '/cms-api/webhooks?limit=100&depth=2',
        `/cms-api/webhooks/${webhookId}`,
        `/cms-api/webhooks?where[url][like]=zorblat`,
        `/cms-api/webhooks/${webhookId}/deliveries`,
      ]) {
        const response = await get(path, headers)
        expect(response.status, path).toBeGreaterThanOrEqual(401)
        await clean(response)
      }
      const answer = await graphql(
        `{ Webhooks(limit: 50) { docs { id url description } } one: Webhook(id: ${webhookId}) { url } }`,
        headers,
      )
      expect(answer.text).not.toMatch(/zorblat|backroom/i)
    }
    const asAdmin = { authorization: `JWT ${adminToken}` }
    const adminRead = await get(`/cms-api/webhooks/${webhookId}?depth=2`, asAdmin)
    expect(adminRead.status).toBe(200)
    const text = await adminRead.text()
    expect(text).toContain('zorblat.example')
    expect(text).not.toMatch(/backroom/i)
    const adminGraphql = await graphql(`{ Webhook(id: ${webhookId}) { url secret_hint } }`, asAdmin)
    expect(adminGraphql.text).not.toMatch(/backroom/i)
    expect((await graphql(`{ Webhook(id: ${webhookId}) { secret_sealed } }`, asAdmin)).text).not.toMatch(/backroom/i)
  })
})

describe('notifications: only their own person reads them (docs/decisions/062-notifications.md)', () => {
  const mine = {} as Record<'admin' | 'editor', number>
  let adminToken: string

  beforeAll(async () => {
    adminToken = (await app.signIn(ADMIN)).token
    const ids = await sql<{ id: number; email: string }>(`SELECT id, email FROM users WHERE email IN ($1, $2)`, [
      ADMIN.email,
      EDITOR.email,
    ])
    const idOf = (email: string) => ids.find((row) => row.email === email)!.id
    const [admin, editor] = await sql<{ id: number }>(
      `INSERT INTO notifications (recipient_id, kind, text) VALUES
         ($1, 'sent_back', 'Quillon sent back to the admin'), ($2, 'assigned', 'Assigned to the editor')
       RETURNING id`,
      [idOf(ADMIN.email), idOf(EDITOR.email)],
    )
    mine.admin = admin!.id
    mine.editor = editor!.id
  })

  const asAdmin = () => ({ authorization: `JWT ${adminToken}` })
  const post = (path: string, headers: Record<string, string>) =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { accept: 'application/json', ...headers } })

  it("are nobody's to read without signing in, and another person's are found by no REST read", async () => {
    for (const path of ['/cms-api/notifications', `/cms-api/notifications/${mine.admin}`]) {
      const response = await get(path)
      expect(response.status, path).toBe(403)
      expect(await response.text()).not.toMatch(/quillon/i)
    }
    const list = await (await get('/cms-api/notifications?limit=100&depth=2', asEditor())).json()
    expect(list.docs.map((doc: { id: number }) => doc.id)).toEqual([mine.editor])
    for (const path of [`/cms-api/notifications/${mine.admin}`, `/cms-api/notifications/${mine.admin}?depth=2`]) {
      const response = await get(path, asEditor())
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toMatch(/quillon/i)
    }
    const byWhere = await get(`/cms-api/notifications?where[id][equals]=${mine.admin}`, asEditor())
    expect((await byWhere.json()).totalDocs).toBe(0)
    const byText = await get('/cms-api/notifications?where[text][like]=quillon', asEditor())
    expect((await byText.json()).totalDocs).toBe(0)
    // Not even an admin reads another's: the admin sees their own (the review tests above tell them of submissions too)
    // and never the editor's.
    const adminList = await (await get('/cms-api/notifications?limit=100', asAdmin())).json()
    const adminSees = adminList.docs.map((doc: { id: number; text: string }) => [doc.id, doc.text])
    expect(adminSees).toContainEqual([mine.admin, 'Quillon sent back to the admin'])
    expect(adminSees.map(([id]: [number]) => id)).not.toContain(mine.editor)
    const [{ n: adminHas }] = await sql(
      `SELECT count(*)::int AS n FROM notifications WHERE recipient_id = (SELECT recipient_id FROM notifications WHERE id = $1)`,
      [mine.admin],
    )
    expect(adminList.totalDocs).toBe(adminHas)
    expect((await get(`/cms-api/notifications/${mine.editor}`, asAdmin())).status).toBe(404)
  })

  it("are found by no GraphQL read of another person's, nor by an anonymous one", async () => {
    const editorView = await graphql(
      `{ Notifications(limit: 50) { docs { id text } } other: Notification(id: ${mine.admin}) { text } }`,
      asEditor(),
    )
    expect(editorView.text).not.toMatch(/quillon/i)
    expect((editorView.body.data?.Notifications as { docs: Array<{ id: number }> }).docs).toEqual([
      { id: mine.editor, text: 'Assigned to the editor' },
    ])
    expect(editorView.body.data?.other ?? null).toBeNull()
    const anonymous = await graphql(`
      {
        Notifications {
          docs {
            text
          }
        }
      }
    `)
    expect(anonymous.status).toBeLessThan(500)
    expect(anonymous.text).not.toMatch(/quillon|assigned to the editor/i)
    expect(anonymous.body.data?.Notifications ?? null).toBeNull()
  })

  it('are written by nobody through Payload: creating, changing and deleting one is refused', async () => {
    const json = { 'content-type': 'application/json', origin: app.url }
    const attempts: Array<[string, string, unknown]> = [
      ['POST', '/cms-api/notifications', { recipient: 1, kind: 'assigned', text: 'Forged' }],
      ['PATCH', `/cms-api/notifications/${mine.editor}`, { text: 'Changed' }],
      ['DELETE', `/cms-api/notifications/${mine.editor}`, undefined],
    ]
    for (const [method, path, body] of attempts) {
      const response = await fetch(`${app.url}${path}`, {
        method,
        headers: { ...json, ...asEditor() },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(response.status, `${method} ${path}`).toBe(403)
    }
    expect(await sql(`SELECT text FROM notifications WHERE id = $1`, [mine.editor])).toEqual([
      { text: 'Assigned to the editor' },
    ])
  })

  it('keeps each person’s choice of mail theirs: changed through REST by the person, not by an admin', async () => {
    const [editor] = await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [EDITOR.email])
    const patch = (headers: Record<string, string>, kind: string) =>
      fetch(`${app.url}/cms-api/users/${editor!.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: app.url, ...headers },
        body: JSON.stringify({ email_notifications: { [kind]: false } }),
      })
    expect((await patch(asEditor(), 'mentioned')).status).toBe(200)
    expect((await patch(asAdmin(), 'assigned')).status).toBe(200)
    expect(
      await sql(
        `SELECT email_notifications_mentioned AS mentioned, email_notifications_assigned AS assigned FROM users WHERE id = $1`,
        [editor!.id],
      ),
    ).toEqual([{ mentioned: false, assigned: true }])
    const own = await (await get(`/cms-api/users/${editor!.id}`, asEditor())).json()
    expect(own.email_notifications).toMatchObject({ mentioned: false, assigned: true, submitted_for_review: true })
  })

  it("marks read by a post from the cockpit, the person's own only", async () => {
    const problem = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect((await response.json()).code).toBe(code)
    }
    // The two this block made, the admin's and the editor's (the review tests above make others).
    const readAt = async () =>
      (
        await sql(`SELECT id, read_at IS NOT NULL AS read FROM notifications WHERE id = ANY($1) ORDER BY id`, [
          [mine.admin, mine.editor],
        ])
      ).map((row) => row.read)
    await problem(await post(`/cms-api/notifications/${mine.admin}/read`, { origin: app.url }), 401, 'unauthorized')
    await problem(await post(`/cms-api/notifications/${mine.admin}/read`, asEditor()), 403, 'cross_site_action')
    await problem(
      await post(`/cms-api/notifications/${mine.admin}/read`, { ...asEditor(), origin: 'https://elsewhere.example' }),
      403,
      'cross_site_action',
    )
    for (const id of [String(mine.admin), 'abc', '99999999999'])
      await problem(
        await post(`/cms-api/notifications/${id}/read`, { ...asEditor(), origin: app.url }),
        404,
        'not_found',
      )
    expect(await readAt()).toEqual([false, false])
    // A GET of the same address marks nothing.
    expect((await get(`/cms-api/notifications/${mine.editor}/read`, asEditor())).status).toBeGreaterThanOrEqual(400)
    const one = await post(`/cms-api/notifications/${mine.editor}/read`, { ...asEditor(), origin: app.url })
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual({ marked: 1, unread: 0 })
    expect(await readAt()).toEqual([false, true])
    // The inbox's form: back to the inbox.
    const all = await fetch(`${app.url}/cms-api/notifications/read-all`, {
      method: 'POST',
      headers: { ...asAdmin(), origin: app.url },
      redirect: 'manual',
    })
    expect(all.status).toBe(303)
    expect(all.headers.get('location')).toBe('/cockpit/inbox')
    expect(await readAt()).toEqual([true, true])
  })
})

describe('the trash, by role (docs/decisions/066-trash.md)', () => {
  const CONTRIBUTOR = { email: 'trash-contributor@example.com', password: 'a long contributor password' }
  const AUTHOR = { email: 'trash-author@example.com', password: 'a long author password' }
  const tokens = {} as Record<'contributor' | 'author' | 'admin', string>
  const as = (token: string) => ({ authorization: `JWT ${token}` })
  const GRAPHQL_NAMES = {
    articles: ['Articles', 'Article'],
    pmses: ['Pmses', 'Pmse'],
    comparisons: ['Comparisons', 'Comparison'],
    'glossary-terms': ['GlossaryTerms', 'GlossaryTerm'],
    'pr-links': ['PrLinks', 'PrLink'],
  } as const
  const ids = (body: { docs: Array<{ id: number }> }) => body.docs.map((doc) => doc.id)

  beforeAll(async () => {
    await addAccount(app.url, CONTRIBUTOR, 'contributor')
    await addAccount(app.url, AUTHOR, 'author')
    tokens.contributor = (await app.signIn(CONTRIBUTOR)).token
    tokens.author = (await app.signIn(AUTHOR)).token
    tokens.admin = (await app.signIn(ADMIN)).token
  })

  it('shows a contributor and an author nothing of it, asked for in REST or GraphQL', async () => {
    for (const role of ['contributor', 'author'] as const) {
      const headers = as(tokens[role])
      for (const [collection, id] of Object.entries(trashedIn())) {
        const what = `${role}: ${collection}`
        for (const path of [
          `/cms-api/${collection}?trash=true&limit=100&depth=2`,
          `/cms-api/${collection}?trash=true&where[deletedAt][exists]=true`,
          `/cms-api/${collection}?trash=true&where[id][equals]=${id}`,
        ]) {
          const response = await get(path, headers)
          expect(response.status, `${what} ${path}`).toBe(200)
          expect(ids(JSON.parse(await nothingHidden(response))), `${what} ${path}`).not.toContain(id)
        }
        for (const query of ['?trash=true', '?trash=true&depth=2', '']) {
          const response = await get(`/cms-api/${collection}/${id}${query}`, headers)
          expect(response.status, `${what} by id${query}`).toBe(404)
          await nothingHidden(response)
        }
        const [list, single] = GRAPHQL_NAMES[collection as keyof typeof GRAPHQL_NAMES]
        const { text, body } = await graphql(
          `{ list: ${list}(trash: true, where: { deletedAt: { exists: true } }) { totalDocs } one: ${single}(id: ${id}, trash: true) { id } }`,
          headers,
        )
        expect(text, what).not.toMatch(/zorblat/i)
        expect(body.data, what).toEqual({ list: { totalDocs: 0 }, one: null })
      }
    }
  })

  it('shows editors and admins each trashed record in the trash only, not among the others', async () => {
    for (const token of [editorToken, tokens.admin]) {
      const headers = as(token)
      for (const [collection, id] of Object.entries(trashedIn())) {
        const trash = await (
          await get(`/cms-api/${collection}?trash=true&where[deletedAt][exists]=true&limit=100`, headers)
        ).json()
        expect(ids(trash), collection).toContain(id)
        const listed = await (await get(`/cms-api/${collection}?limit=500`, headers)).json()
        expect(ids(listed), collection).not.toContain(id)
        expect((await get(`/cms-api/${collection}/${id}`, headers)).status, collection).toBe(404)
        const inTrash = await get(`/cms-api/${collection}/${id}?trash=true`, headers)
        expect(inTrash.status, collection).toBe(200)
        expect((await inTrash.json()).deletedAt, collection).toEqual(expect.any(String))
        const [list] = GRAPHQL_NAMES[collection as keyof typeof GRAPHQL_NAMES]
        const { body } = await graphql(
          `{ ${list}(trash: true, where: { deletedAt: { exists: true } }, limit: 100) { docs { id } } }`,
          headers,
        )
        expect(ids((body.data as Record<string, { docs: Array<{ id: number }> }>)[list]!), collection).toContain(id)
      }
    }
  })
})

describe('redirects: read and written by editors and admins only (docs/decisions/064-redirects.md)', () => {
  const CONTRIBUTOR = { email: 'redirect-contributor@example.com', password: 'a long contributor password' }
  const AUTHOR = { email: 'redirect-author@example.com', password: 'a long author password' }
  let redirectId: number
  const write = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${app.url}/cms-api/redirects${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: app.url, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const redirects = () => sql(`SELECT "from", "to" FROM redirects WHERE "from" LIKE '/zorblat%' ORDER BY id`)

  beforeAll(async () => {
    await addAccount(app.url, CONTRIBUTOR, 'contributor')
    await addAccount(app.url, AUTHOR, 'author')
    const admin = await app.signIn(ADMIN)
    redirectId = (await admin.cms('POST', '/redirects', { from: '/zorblat-old-address', to: '/news' })).doc.id
  })

  it('are read by nobody signed out, in REST or GraphQL, and written by nobody', async () => {
    for (const path of ['/cms-api/redirects', `/cms-api/redirects/${redirectId}`, '/cms-api/redirects?depth=2']) {
      const response = await get(path)
      expect(response.status, path).toBe(403)
      await clean(response)
    }
    const { text, body } = await graphql(`{ Redirects { docs { from to } } one: Redirect(id: ${redirectId}) { from } }`)
    expect(text).not.toMatch(/zorblat/i)
    expect(body.data).toEqual({ Redirects: null, one: null })
    expect((await write('POST', '', {}, { from: '/zorblat-forged', to: '/news' })).status).toBe(403)
    expect((await write('PATCH', `/${redirectId}`, {}, { to: '/search' })).status).toBe(403)
    expect((await write('DELETE', `/${redirectId}`, {})).status).toBe(403)
    expect(await redirects()).toEqual([{ from: '/zorblat-old-address', to: '/news' }])
  })

  it('are neither read nor written by a contributor or an author: 403 naming the role and what it lacks', async () => {
    for (const [person, role] of [
      [CONTRIBUTOR, 'contributor'],
      [AUTHOR, 'author'],
    ] as const) {
      const headers = { authorization: `JWT ${(await app.signIn(person)).token}` }
      const attempts: Array<[string, string, unknown]> = [
        ['GET', '', undefined],
        ['GET', `/${redirectId}`, undefined],
        ['POST', '', { from: '/zorblat-forged', to: '/news' }],
        ['PATCH', `/${redirectId}`, { to: '/search' }],
        ['DELETE', `/${redirectId}`, undefined],
      ]
      for (const [method, path, body] of attempts) {
        const response = await write(method, path, headers, body)
        const what = `${role} ${method} ${path}`
        expect(response.status, what).toBe(403)
        expect(response.headers.get('content-type'), what).toBe('application/problem+json')
        expect(await response.json(), what).toMatchObject({
          code: 'role_lacks_capability',
          role,
          lacks: 'edit_all_content',
        })
      }
      const { text, body } = await graphql(
        `
          {
            Redirects {
              docs {
                from
              }
            }
          }
        `,
        headers,
      )
      expect(text, role).not.toMatch(/zorblat/i)
      expect(body.data, role).toEqual({ Redirects: null })
    }
    expect(await redirects()).toEqual([{ from: '/zorblat-old-address', to: '/news' }])
  })

  it('are read, added, changed and deleted by an editor, and read by an admin', async () => {
    const editor = asEditor()
    const list = await (await get('/cms-api/redirects?limit=100', editor)).json()
    expect(list.docs.map((doc: { id: number }) => doc.id)).toContain(redirectId)
    const admin = { authorization: `JWT ${(await app.signIn(ADMIN)).token}` }
    expect(await (await get(`/cms-api/redirects/${redirectId}`, admin)).json()).toMatchObject({
      from: '/zorblat-old-address',
      to: '/news',
      origin: 'editor',
    })
    const { body } = await graphql(`{ Redirect(id: ${redirectId}) { from to } }`, editor)
    expect(body.data).toEqual({ Redirect: { from: '/zorblat-old-address', to: '/news' } })

    const added = await write('POST', '', editor, { from: '/zorblat-second', to: '/search' })
    expect(added.status).toBe(201)
    const addedId = ((await added.json()) as { doc: { id: number } }).doc.id
    expect((await write('PATCH', `/${redirectId}`, editor, { to: '/search' })).status).toBe(200)
    expect(await redirects()).toEqual([
      { from: '/zorblat-old-address', to: '/search' },
      { from: '/zorblat-second', to: '/search' },
    ])
    expect((await write('DELETE', `/${addedId}`, editor)).status).toBe(200)
    expect(await redirects()).toEqual([{ from: '/zorblat-old-address', to: '/search' }])
  })
})

describe('oEmbed and the corrections page (docs/decisions/073-corrections.md, 074-oembed.md)', () => {
  /** The public address of each article of `ids`, by its slugs as stored (hidden or not). */
  const articleUrls = async (ids: number[]) =>
    (
      await sql<{ path: string }>(
        `SELECT '/' || p.slug || '/' || a.slug AS path FROM articles a JOIN pmses p ON p.id = a.pms_id WHERE a.id = ANY($1)`,
        [ids],
      )
    ).map((row) => `${app.url}${row.path}`)
  const slugUrls = async (table: 'pmses' | 'comparisons', prefix: string, ids: number[]) =>
    (await sql<{ slug: string }>(`SELECT slug FROM ${table} WHERE id = ANY($1)`, [ids])).map(
      (row) => `${app.url}${prefix}${row.slug}`,
    )
  const oembed = (url: string) => fetch(`${app.url}/oembed?url=${encodeURIComponent(url)}&format=json`)

  it('answers 404 for every hidden article, PMS and comparison, and 200 for the public ones, naming nothing hidden', async () => {
    const hiddenUrls = [
      ...(await articleUrls(hiddenIn().articles)),
      ...(await slugUrls('pmses', '/', hiddenIn().pmses)),
      ...(await slugUrls('comparisons', '/compare/', hiddenIn().comparisons)),
    ]
    expect(hiddenUrls).toHaveLength(9)
    for (const url of hiddenUrls) {
      const response = await oembed(url)
      expect(response.status, url).toBe(404)
      await clean(response)
    }
    const openUrls = [
      ...(await articleUrls([open.article])),
      ...(await slugUrls('pmses', '/', [open.pms])),
      ...(await slugUrls('comparisons', '/compare/', [open.comparison])),
    ]
    for (const url of openUrls) {
      const response = await oembed(url)
      expect(response.status, url).toBe(200)
      // The published article's card, not its unpublished change; the open comparison names no hidden PMS.
      await clean(response)
    }
  })

  it("lists a public article's notes and never a hidden one's", async () => {
    const note = (article: number, text: string) =>
      sql(
        `INSERT INTO articles_corrections (_order, _parent_id, id, kind, text, date) VALUES (1, $1, $2, 'correction', $3, now())`,
        [article, `note-${article}`, text],
      )
    await note(open.article, 'The open article had a wrong figure.')
    for (const id of [hidden.draft, hidden.deleted, hidden.ofUnpublishedPms]) await note(id, 'Zorblat note.')
    for (const accept of ['text/html', 'text/markdown']) {
      const response = await fetch(`${app.url}/corrections`, { headers: { accept } })
      expect(response.status).toBe(200)
      expect(await clean(response)).toContain('The open article had a wrong figure.')
    }
  })
})
