/** POST /api/articles over real HTTP against the built server. */
import http from 'node:http'

import { beforeAll, describe, expect, it } from 'vitest'

import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { insertAuthor, insertCategory, insertPms, insertTag } from '../helpers/content'

let token: string
let tokenId: number
let pmsId: number
let authorId: number
let categoryId: number

// The write limit is tested in its own file (ingestRateLimit.test.ts); this file writes more than sixty a minute.
// The one process: its handlers meet a slow client's body themselves, which the last test needs. Behind the edge (the
// default) a body up to 1 MB reaches the render process whole (src/server/edge/forwardToRenderer.ts); ingestion
// through the edge is what ingestImages, embeds, badInput and the federation files send.
const app = useApp({
  env: {
    EDGE: 'off',
    BASE_URL: 'https://news.example',
    INGEST_MAX_BODY_BYTES: '4096',
    INGEST_RATE_LIMIT_PER_MINUTE: '10000',
  },
})
const { sql } = app
const articleCount = async () => (await sql('SELECT count(*)::int AS n FROM articles'))[0]!.n as number

function post(body: unknown, headers: Record<string, string> = {}, path = '/api/articles') {
  return fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const valid = () => ({
  pms_id: pmsId,
  author_id: authorId,
  category_id: categoryId,
  title: 'Harbor PMS ships mobile keys',
  body: 'word '.repeat(300),
})

beforeAll(async () => {
  ;({ token, id: tokenId } = await insertApiToken(app.database.url))
  pmsId = await insertPms(sql, { name: 'Harbor PMS', slug: 'harbor-pms' })
  authorId = await insertAuthor(sql, { name: 'Maya', slug: 'maya' })
  categoryId = await insertCategory(sql, { name: 'Product updates', slug: 'product-updates' })
})

describe('a valid article', () => {
  it('is created: 201, exactly { message, article: { id, slug, url } }, a Location header and rate-limit headers', async () => {
    const response = await post(valid())
    expect(response.status).toBe(201)
    const body = (await response.json()) as { article: { id: number } }
    expect(body).toEqual({
      message: 'Article created',
      article: {
        id: expect.any(Number),
        slug: 'harbor-pms-ships-mobile-keys',
        url: 'https://news.example/harbor-pms/harbor-pms-ships-mobile-keys',
      },
    })
    expect(response.headers.get('location')).toBe('https://news.example/harbor-pms/harbor-pms-ships-mobile-keys')
    expect(response.headers.get('ratelimit-policy')).toBe('"per-token";q=10000;w=60')
    expect(response.headers.get('ratelimit')).toMatch(/^"per-token";r=\d+;t=\d+$/)
    const rows = await sql('SELECT * FROM articles WHERE id = $1', [body.article.id])
    expect(rows[0]).toMatchObject({
      pms_id: pmsId,
      author_id: authorId,
      category_id: categoryId,
      is_published: false,
      is_featured: false,
    })
    expect(Number(rows[0].reading_time_minutes)).toBe(2)
    expect(rows[0].published_at).toBeNull()
  })

  it('derives unique slugs for 20 concurrent creates with one title', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ ...valid(), title: 'Same headline' })))
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201))
    const slugs = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { article: { slug: string } }).article.slug),
    )
    expect(new Set(slugs).size).toBe(20)
  })

  it('keeps an explicit slug and a given publication date, and dates a publication', async () => {
    const response = await post({
      ...valid(),
      slug: 'explicit',
      is_published: true,
      published_at: '2026-01-02T03:04:05+01:00',
    })
    expect(response.status).toBe(201)
    const rows = await sql(`SELECT is_published, published_at FROM articles WHERE slug = 'explicit'`)
    expect(rows[0].is_published).toBe(true)
    expect(rows[0].published_at.toISOString()).toBe('2026-01-02T02:04:05.000Z')
  })

  it('keeps the quote policy it is given (issue 66), anyone by default, and refuses one it does not know', async () => {
    const policyOf = async (response: Response) => {
      expect(response.status).toBe(201)
      const { article } = (await response.json()) as { article: { id: number } }
      return (await sql(`SELECT quote_policy::text AS policy FROM articles WHERE id = $1`, [article.id]))[0].policy
    }
    expect(await policyOf(await post({ ...valid(), quote_policy: 'followers' }))).toBe('followers')
    expect(await policyOf(await post({ ...valid(), quote_policy: 'nobody' }))).toBe('nobody')
    expect(await policyOf(await post(valid()))).toBe('anyone')
    const before = await articleCount()
    const body = await expectProblem(await post({ ...valid(), quote_policy: 'everyone' }), 422, 'validation_failed')
    expect(body.errors!.map((error) => error.field)).toEqual(['quote_policy'])
    expect(await articleCount()).toBe(before)
  })

  it("updates the token's last use", async () => {
    const rows = await sql('SELECT last_used_at FROM api_tokens WHERE id = $1', [tokenId])
    expect(rows[0].last_used_at).toBeInstanceOf(Date)
  })
})

describe('authentication', () => {
  it.each([
    ['no Authorization header', {}],
    ['another scheme', { authorization: `Basic ${token}` }],
    ['an unknown token', { authorization: `Bearer pmsn_${'A'.repeat(43)}` }],
    ['a malformed token', { authorization: 'Bearer nope' }],
  ])('refuses %s with 401 and WWW-Authenticate: Bearer, writing nothing', async (_name, headers) => {
    const before = await articleCount()
    const response = await fetch(`${app.url}/api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(headers as Record<string, string>) },
      body: JSON.stringify(valid()),
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="pmsnews"')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await articleCount()).toBe(before)
  })

  it('refuses a token in the query string, even a valid one, and never logs it', async () => {
    const response = await fetch(`${app.url}/api/articles?access_token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid()),
    })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { detail: string }).detail).toContain('never in the query string')
    // The log line reaches this process through the server's stdout pipe, which may deliver it after the answer.
    await expect
      .poll(() => app.server.output(), { timeout: 10_000 })
      .toContain('refused a token offered in the query string: POST /api/articles')
    expect(app.server.output()).not.toContain(token)
  })

  it('refuses a revoked token immediately', async () => {
    const revoked = await insertApiToken(app.database.url, 'revoked')
    await sql('UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [revoked.id])
    const response = await post(valid(), { authorization: `Bearer ${revoked.token}` })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { detail: string }).detail).toContain('revoked')
  })

  it('refuses a token revoked after use with 401 before anything its body gets wrong', async () => {
    // The server has seen this token, so it reads the body while it looks the token up: the token still answers first.
    const known = await insertApiToken(app.database.url, 'known, then revoked')
    expect((await post(valid(), { authorization: `Bearer ${known.token}` })).status).toBe(201)
    await sql('UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [known.id])
    for (const [body, headers] of [
      ['{"title": ', {}],
      [{ ...valid(), pms_id: 999_999 }, {}],
      [valid(), { 'idempotency-key': 'x'.repeat(300) }],
    ] as const) {
      const response = await post(body, { authorization: `Bearer ${known.token}`, ...headers })
      expect(response.status).toBe(401)
      expect(((await response.json()) as { detail: string }).detail).toContain('revoked')
    }
  })

  it('leaves no transaction open behind a refusal: after more refusals than the server has connections, a valid article is created', async () => {
    // A known token's write begins its transaction while the ids its body names and the token are checked
    // (src/endpoints/postApiArticles.ts); each refusal rolls it back. Left open, these would hold every connection of
    // the server's pool (10).
    // A token of its own: its 37 writes count against its own budget (60 a minute), not the file's token's.
    const known = await insertApiToken(app.database.url, 'known, then revoked, refused many times')
    const withKnown = { authorization: `Bearer ${known.token}` }
    expect((await post(valid(), withKnown)).status).toBe(201)
    const refusals = [
      ...Array.from({ length: 8 }, () => post('{"title": ', withKnown)),
      ...Array.from({ length: 8 }, () => post({ ...valid(), title: '' }, withKnown)),
      ...Array.from({ length: 8 }, () => post({ ...valid(), author_id: 999_999 }, withKnown)),
    ]
    expect((await Promise.all(refusals)).map((response) => response.status).sort()).toEqual([
      ...Array(8).fill(400),
      ...Array(16).fill(422),
    ])
    await sql('UPDATE api_tokens SET revoked_at = now() WHERE id = $1', [known.id])
    const revoked = await Promise.all(Array.from({ length: 12 }, () => post(valid(), withKnown)))
    expect(revoked.map((response) => response.status)).toEqual(Array(12).fill(401))
    const idleInTransaction = async () =>
      (
        await sql(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND query ILIKE 'begin%'`,
        )
      )[0]!.n
    await expect.poll(idleInTransaction).toBe(0)
    expect((await post({ ...valid(), title: 'Created after the refusals' })).status).toBe(201)
  })

  it('holds no transaction open while a client is still sending its body', async () => {
    const slow = await insertApiToken(app.database.url, 'slow sender')
    expect((await post(valid(), { authorization: `Bearer ${slow.token}` })).status).toBe(201)
    // The write counts (kept under hashed keys) before the request: only this file's requests move them.
    const counts = async () =>
      (
        await sql<{ key: string; points: number }>(
          `SELECT key, points FROM rate_limits WHERE key LIKE 'ingest-token:%'`,
        )
      )
        .map((row) => `${row.key}=${row.points}`)
        .sort()
        .join()
    const before = await counts()
    const json = JSON.stringify({ ...valid(), title: 'Sent slowly' })
    const half = Math.floor(json.length / 2)
    const answer = new Promise<number>((resolve, reject) => {
      const sending = http.request(`${app.url}/api/articles`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${slow.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(json),
        },
      })
      sending.on('response', (response) => {
        response.resume()
        resolve(response.statusCode!)
      })
      sending.on('error', reject)
      sending.write(json.slice(0, half))
      // The server counts the write while it reads the body (a token it has seen): once the count is in, the body is
      // being read, and no transaction may be open for it until the rest arrives.
      void expect
        .poll(counts)
        .not.toBe(before)
        .then(async () => {
          const open = await sql(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
          )
          expect(open[0]!.n).toBe(0)
        })
        .then(() => sending.end(json.slice(half)), reject)
    })
    expect(await answer).toBe(201)
  })
})

const expectProblem = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toBe('application/problem+json')
  const body = (await response.json()) as { code: string; status: number; errors?: Array<{ field: string }> }
  expect(body).toMatchObject({ code, status })
  return body
}

describe('bad input', () => {
  it('answers 415 to a body that is not JSON by content type', async () => {
    await expectProblem(
      await post(JSON.stringify(valid()), { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    )
  })

  it('answers 400 to malformed JSON', async () => {
    await expectProblem(await post('{"title": '), 400, 'malformed_json')
  })

  it('answers 413 to a body over the size limit', async () => {
    await expectProblem(await post({ ...valid(), body: 'x'.repeat(5000) }), 413, 'payload_too_large')
  })

  it('answers 422 with one entry per failing field, writing nothing', async () => {
    const before = await articleCount()
    const body = await expectProblem(
      await post({
        pms_id: 'one',
        author_id: authorId,
        title: 'x'.repeat(256),
        body: '',
        featured_image: 'y'.repeat(256),
        colour: 'red',
      }),
      422,
      'validation_failed',
    )
    expect(body.errors!.map((error) => error.field).sort()).toEqual([
      'body',
      'colour',
      'featured_image',
      'pms_id',
      'title',
    ])
    expect(await articleCount()).toBe(before)
  })

  it('answers 422 when a referenced PMS, author or category does not exist', async () => {
    const body = await expectProblem(
      await post({ ...valid(), pms_id: 999999, author_id: 999998, category_id: 999997 }),
      422,
      'validation_failed',
    )
    expect(body.errors).toEqual([
      { field: 'pms_id', message: 'refers to a PMS that does not exist' },
      { field: 'author_id', message: 'refers to an author that does not exist' },
      { field: 'category_id', message: 'refers to a category that does not exist' },
    ])
  })

  it('answers 422 to an explicit slug that is taken', async () => {
    const body = await expectProblem(await post({ ...valid(), slug: 'explicit' }), 422, 'validation_failed')
    expect(body.errors).toEqual([{ field: 'slug', message: 'is already taken' }])
  })

  it('answers 400 to an Idempotency-Key that is too long', async () => {
    await expectProblem(await post(valid(), { 'idempotency-key': 'k'.repeat(256) }), 400, 'invalid_idempotency_key')
  })
})

describe('co-bylines (author_ids, docs/decisions/069-co-bylines.md)', () => {
  const bylineOf = async (articleId: number) =>
    (
      await sql(`SELECT authors_id FROM articles_rels WHERE parent_id = $1 AND path = 'authors' ORDER BY "order"`, [
        articleId,
      ])
    ).map((row) => row.authors_id as number)

  it('keeps author_ids in order, the first as the lead author, with or without the same author_id', async () => {
    const second = await insertAuthor(sql, { name: 'Jon Berg', slug: 'jon-berg' })
    const { author_id: _lead, ...withoutLead } = valid()
    const response = await post({ ...withoutLead, title: 'Two bylines', author_ids: [second, authorId] })
    expect(response.status).toBe(201)
    const { article } = (await response.json()) as { article: { id: number } }
    expect(await bylineOf(article.id)).toEqual([second, authorId])
    expect((await sql('SELECT author_id FROM articles WHERE id = $1', [article.id]))[0]!.author_id).toBe(second)

    const agreeing = await post({ ...valid(), title: 'Lead named twice', author_ids: [authorId, second] })
    expect(agreeing.status).toBe(201)
    expect(await bylineOf(((await agreeing.json()) as { article: { id: number } }).article.id)).toEqual([
      authorId,
      second,
    ])
  })

  it('gives an author_id alone a byline of that one author', async () => {
    const response = await post({ ...valid(), title: 'One byline' })
    const { article } = (await response.json()) as { article: { id: number } }
    expect(await bylineOf(article.id)).toEqual([authorId])
  })

  it('answers 422 naming the field to author_ids empty, repeated, unknown, or led by another than author_id, writing nothing', async () => {
    const before = await articleCount()
    const { author_id: _lead, ...withoutLead } = valid()
    const refusals: Array<[unknown, { field: string; message: string }]> = [
      [
        { ...withoutLead, author_ids: [] },
        { field: 'author_ids', message: 'must name at least one author' },
      ],
      [
        { ...withoutLead, author_ids: [authorId, authorId] },
        { field: 'author_ids', message: 'must not name an author twice' },
      ],
      [
        { ...withoutLead, author_ids: [authorId, 999996] },
        { field: 'author_ids', message: 'names an author that does not exist' },
      ],
      [
        { ...valid(), author_ids: [999996, authorId] },
        { field: 'author_id', message: 'must be the first of author_ids when both are given' },
      ],
      [withoutLead, { field: 'author_id', message: 'is required unless author_ids is given' }],
    ]
    for (const [payload, error] of refusals) {
      const body = await expectProblem(await post(payload), 422, 'validation_failed')
      expect(body.errors).toEqual([error])
    }
    expect(await articleCount()).toBe(before)
  })
})

describe('tags (docs/decisions/070-tags.md)', () => {
  const expectProblem = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    const body = (await response.json()) as { code: string; status: number; errors?: Array<{ field: string }> }
    expect(body).toMatchObject({ code, status })
    return body
  }
  const tagsOf = (id: number) =>
    sql(
      `SELECT t.name, t.slug FROM articles_rels r JOIN tags t ON t.id = r.tags_id
       WHERE r.parent_id = $1 AND r.path = 'tags' ORDER BY r."order"`,
      [id],
    )

  it("takes an existing tag by slug or name in any case, and makes a new one for an editor's token, in the order given", async () => {
    await insertTag(sql, { name: 'Mobile keys', slug: 'mobile-keys' }, [])
    const response = await post({ ...valid(), title: 'Tagged', tags: ['MOBILE KEYS', 'Product launch', 'mobile-keys'] })
    expect(response.status).toBe(201)
    const { article } = (await response.json()) as { article: { id: number } }
    expect(await tagsOf(article.id)).toEqual([
      { name: 'Mobile keys', slug: 'mobile-keys' },
      { name: 'Product launch', slug: 'product-launch' },
    ])
  })

  it("refuses a contributor's token a tag no one made, naming it, and writes nothing", async () => {
    const contributor = await insertApiToken(app.database.url, 'freelance pipeline')
    await sql(`UPDATE api_tokens SET role = 'contributor' WHERE id = $1`, [contributor.id])
    const [articles, tags] = [await articleCount(), (await sql('SELECT count(*)::int AS n FROM tags'))[0]!.n]
    const response = await post(
      { ...valid(), title: 'Tagged by a freelancer', tags: ['mobile-keys', 'Made up'] },
      { authorization: `Bearer ${contributor.token}` },
    )
    const body = await expectProblem(response, 422, 'validation_failed')
    expect(body.errors).toEqual([
      {
        field: 'tags',
        message: "names no tag: Made up (editors and admins make tags; give an existing tag's slug or name)",
      },
    ])
    expect(await articleCount()).toBe(articles)
    expect((await sql('SELECT count(*)::int AS n FROM tags'))[0]!.n).toBe(tags)
    // An existing tag is theirs to give.
    const tagged = await post(
      { ...valid(), title: 'Tagged by a freelancer', tags: ['mobile-keys'] },
      { authorization: `Bearer ${contributor.token}` },
    )
    expect(tagged.status).toBe(201)
  })

  it('answers 422 to more than 20 tags or an empty one', async () => {
    const many = await expectProblem(
      await post({ ...valid(), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
      422,
      'validation_failed',
    )
    expect(many.errors).toEqual([{ field: 'tags', message: 'at most 20 tags' }])
    const empty = await expectProblem(await post({ ...valid(), tags: [''] }), 422, 'validation_failed')
    expect(empty.errors).toEqual([{ field: 'tags.0', message: 'must not be empty' }])
  })
})

describe('methods', () => {
  // The router serves this address itself, in front of Next (docs/decisions/023): it must answer other methods as
  // Next's route handler did, before the token or the database is looked at.
  it('answers OPTIONS with the methods, and GET, PUT and DELETE with 405 and Allow', async () => {
    const options = await fetch(`${app.url}/api/articles`, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST, OPTIONS')
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(`${app.url}/api/articles`, { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow'), method).toBe('POST, OPTIONS')
      expect(((await response.json()) as { code: string }).code, method).toBe('method_not_allowed')
    }
  })
})

describe('Idempotency-Key', () => {
  it('replays the first answer to a retry with the same key and body, creating nothing', async () => {
    const body = { ...valid(), title: 'Idempotent story' }
    const first = await post(body, { 'idempotency-key': 'run-1' })
    expect(first.status).toBe(201)
    const before = await articleCount()
    const retry = await post({ ...body }, { 'idempotency-key': 'run-1' })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(retry.headers.get('location')).toBe(first.headers.get('location'))
    expect(await retry.json()).toEqual(await first.json())
    expect(await articleCount()).toBe(before)
  })

  it('refuses the same key with another body with 422', async () => {
    await post({ ...valid(), title: 'First body' }, { 'idempotency-key': 'run-2' })
    const response = await post({ ...valid(), title: 'Second body' }, { 'idempotency-key': 'run-2' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { code: string }).code).toBe('idempotency_key_reused')
  })

  it('replays the first answer to a retry although the PMS it named is gone since', async () => {
    const gonePmsId = await insertPms(sql, { name: 'Short-lived PMS', slug: 'short-lived-pms' })
    const body = { ...valid(), pms_id: gonePmsId, title: 'Story of a PMS about to go' }
    const first = await post(body, { 'idempotency-key': 'run-4' })
    expect(first.status).toBe(201)
    await sql('DELETE FROM pmses WHERE id = $1', [gonePmsId])
    const retry = await post(body, { 'idempotency-key': 'run-4' })
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(await retry.json()).toEqual(await first.json())
    // A new request naming it is refused.
    expect((await post({ ...body, title: 'Another story' })).status).toBe(422)
  })

  it('creates one article for concurrent requests with one key', async () => {
    const before = await articleCount()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => post({ ...valid(), title: 'Raced story' }, { 'idempotency-key': 'run-3' })),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(5).fill(201))
    expect(await articleCount()).toBe(before + 1)
  })
})

describe('markdown bodies, images and history (docs/decisions/016, 017)', () => {
  const RICH = [
    '# A title-level heading',
    'Text with *em*, __strong__, ~~gone~~, `code`, a [link](https://example.com/a_b "With a title") and List<String> or a < b.',
    '| PMS | Rooms |\n|:--|--:|\n| Harbor | 120 |',
    '```json\n{ "a": 1 }\n```',
    '* one\n* two\n    * nested',
    '> A quote\n>\n> of two paragraphs',
  ].join('\n\n')

  it('keeps every construct: the stored markdown is the canonical form, and converting it again changes nothing', async () => {
    const response = await post({ ...valid(), title: 'Rich markdown body', body: RICH })
    expect(response.status).toBe(201)
    const { article } = (await response.json()) as { article: { id: number } }
    const [row] = await sql('SELECT body, content IS NOT NULL AS rich FROM articles WHERE id = $1', [article.id])
    expect(row.rich).toBe(true)
    expect(row.body).toBe(
      [
        '# A title-level heading',
        'Text with *em*, **strong**, ~~gone~~, `code`, a [link](https://example.com/a_b "With a title") and List<String> or a \\< b.',
        '| PMS | Rooms |\n| :-- | --: |\n| Harbor | 120 |',
        '```json\n{ "a": 1 }\n```',
        '- one\n- two\n  - nested',
        '> A quote\n>\n> of two paragraphs',
      ].join('\n\n'),
    )
    const again = await post({ ...valid(), title: 'Rich markdown body, again', body: row.body })
    const { article: second } = (await again.json()) as { article: { id: number } }
    expect((await sql('SELECT body FROM articles WHERE id = $1', [second.id]))[0]!.body).toBe(row.body)
  })

  it('refuses an image path of ours that names nothing, in the body or as featured_image, with a 422 naming the field', async () => {
    const before = await articleCount()
    for (const [field, value] of [
      ['body', 'Look: ![typo](/media/news/featurd.webp)'],
      ['featured_image', '/media/news/featurd.webp'],
    ] as const) {
      const response = await post({ ...valid(), title: `Broken image in ${field}`, [field]: value })
      expect(response.status).toBe(422)
      const problem = (await response.json()) as { errors: Array<{ field: string; message: string }> }
      expect(problem.errors).toEqual([{ field, message: expect.stringContaining('/media/news/featurd.webp') }])
    }
    expect(await articleCount()).toBe(before)
  })

  it("keeps another site's https featured image as external, and names the API token in the article's first version", async () => {
    const response = await post({
      ...valid(),
      title: 'External hero',
      featured_image: 'https://images.example/hero.webp',
    })
    const { article } = (await response.json()) as { article: { id: number } }
    const [row] = await sql('SELECT featured_image, image_id FROM articles WHERE id = $1', [article.id])
    expect(row).toEqual({ featured_image: 'https://images.example/hero.webp', image_id: null })
    const [{ name }] = await sql('SELECT name FROM api_tokens WHERE id = $1', [tokenId])
    const [version] = await sql('SELECT version_edited_by FROM _articles_v WHERE parent_id = $1', [article.id])
    expect(version.version_edited_by).toBe(`API token "${name}" (REST)`)
  })
})

describe('POST /api/articles/{id}/corrections (docs/decisions/073-corrections.md)', () => {
  it('adds a dated note to a published article: 201 with the note, shown on its page', async () => {
    const created = (await (
      await post({ ...valid(), title: 'Harbor PMS prices mobile keys', is_published: true })
    ).json()) as {
      article: { id: number; url: string }
    }
    const before = Date.now()
    const response = await post(
      { kind: 'correction', text: 'An earlier version gave the wrong price.' },
      {},
      `/api/articles/${created.article.id}/corrections`,
    )
    expect(response.status, await response.clone().text()).toBe(201)
    const body = (await response.json()) as { correction: { date: string } }
    expect(body).toEqual({
      message: 'Correction added',
      correction: { kind: 'correction', text: 'An earlier version gave the wrong price.', date: expect.any(String) },
      article: { id: created.article.id, url: created.article.url },
    })
    expect(new Date(body.correction.date).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const page = await (await fetch(`${app.url}${new URL(created.article.url).pathname}`)).text()
    expect(page).toContain('An earlier version gave the wrong price.')
  })

  it('refuses a bad note with 422, a draft with 422, no such article with 404, and a contributor token with 403, keeping nothing', async () => {
    const draft = (await (await post({ ...valid(), title: 'Harbor PMS draft before its first note' })).json()) as {
      article: { id: number }
    }
    const path = `/api/articles/${draft.article.id}/corrections`
    const refused = async (response: Response, status: number, code: string) => {
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(await response.json()).toMatchObject({ code })
    }
    await refused(await post({ kind: 'erratum', text: '' }, {}, path), 422, 'validation_failed')
    await refused(await post({ kind: 'update', text: 'x', date: '2020-01-01' }, {}, path), 422, 'validation_failed')
    await refused(await post({ kind: 'update', text: 'Not yet.' }, {}, path), 422, 'validation_failed')
    await refused(await post({ kind: 'update', text: 'x' }, {}, '/api/articles/999999/corrections'), 404, 'not_found')
    const contributor = await insertApiToken(app.database.url, 'contributor pipeline')
    await sql(`UPDATE api_tokens SET role = 'contributor' WHERE id = $1`, [contributor.id])
    await refused(
      await post({ kind: 'update', text: 'x' }, { authorization: `Bearer ${contributor.token}` }, path),
      403,
      'role_lacks_capability',
    )
    expect(await sql('SELECT 1 FROM articles_corrections WHERE _parent_id = $1', [draft.article.id])).toEqual([])
  })
})
