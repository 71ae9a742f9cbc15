/**
 * Payload's `/cms-api` (REST and GraphQL) for clients that are not signed in, and its answers to bad input
 * (docs/decisions/022-anonymous-cms-api-access.md, issue 19): the request limit per network, GraphQL's cost limit,
 * the bounds of an anonymous read, 4xx for every malformed request, what anonymous clients may read of media and
 * PR links, and who reads subscribers.
 *
 * The server believes X-Forwarded-For from the test (TRUSTED_PROXIES), so that each test speaks from networks of its
 * own and the limit of one does not spill into another.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { addAccount, ADMIN, EDITOR } from '../helpers/accounts'
import { useApp } from '../helpers/appFixture'
import { insertPms } from '../helpers/content'
import { alphaPng } from '../helpers/images'

const LIMIT = 30

let adminToken: string
let editorToken: string
let ids: {
  draftArticle: number
  hiddenPms: number
  embargoedImage: number
  publicArticlePath: string
  publicImageAlt: string
  publicImageFile: string
}

const app = useApp({
  database: 'seededWithAccounts',
  env: { TRUSTED_PROXIES: '127.0.0.1', CMS_API_ANONYMOUS_LIMIT_PER_MINUTE: String(LIMIT) },
})
const { sql } = app

/** A request from `network` (an address of the test's choosing), as nobody unless headers sign it in. */
const from = (network: string, path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'x-forwarded-for': network, ...(init.headers as Record<string, string>) },
  })
const signedIn = (token: string) => ({ authorization: `JWT ${token}` })

const graphql = (network: string, query: string, headers: Record<string, string> = {}) =>
  from(network, '/cms-api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })

const messageOf = async (response: Response) =>
  ((await response.json()) as { errors: Array<{ message: string }> }).errors[0]!.message

beforeAll(async () => {
  adminToken = (await app.signIn(ADMIN)).token
  editorToken = (await app.signIn(EDITOR)).token

  // An embargoed story: a draft article and the image uploaded for it, and a PR link naming both it and a PMS
  // profile that is not published.
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await alphaPng(300, 200))], { type: 'image/png' }), 'merger.png')
  form.append('_payload', JSON.stringify({ alt: 'Embargoed: Harbor buys Stayline', prefix: 'embargo' }))
  const upload = await fetch(`${app.url}/cms-api/media`, { method: 'POST', headers: signedIn(adminToken), body: form })
  expect(upload.status).toBe(201)
  const embargoedImage = ((await upload.json()) as { doc: { id: number } }).doc.id
  const hiddenPms = await insertPms(sql, { name: 'Unannounced PMS', slug: 'unannounced-pms', is_published: false })
  const draft = await sql(
    `INSERT INTO articles (title, slug, body, pms_id, author_id, image_id, is_published, updated_at, created_at)
     SELECT 'Harbor buys Stayline', 'harbor-buys-stayline', 'Embargoed until Monday.', p.id, a.id, $1, false, now(), now()
     FROM pmses p, authors a WHERE p.slug = 'harbor-pms' ORDER BY a.id LIMIT 1 RETURNING id`,
    [embargoedImage],
  )
  const draftArticle = draft[0].id as number
  await sql(
    `INSERT INTO pr_links (title, url, publisher, pms_id, article_id, notes, is_active, updated_at, created_at)
     SELECT 'Harbor to buy Stayline', 'https://press.example/harbor-stayline', 'Harbor', p.id, $1, 'Embargo: Monday 9:00', true, now(), now()
     FROM pmses p WHERE p.slug = 'harbor-pms'`,
    [draftArticle],
  )
  await sql(
    `INSERT INTO pr_links (title, url, publisher, pms_id, is_active, updated_at, created_at)
     VALUES ('Unannounced PMS launches', 'https://press.example/unannounced', 'Unannounced', $1, true, now(), now())`,
    [hiddenPms],
  )
  const published = await sql(
    `SELECT a.slug, p.slug AS pms_slug, m.alt, m.filename FROM articles a JOIN pmses p ON p.id = a.pms_id JOIN media m ON m.id = a.image_id
     WHERE a.is_published AND p.is_published ORDER BY a.id LIMIT 1`,
  )
  const row = published[0] as { slug: string; pms_slug: string; alt: string; filename: string }
  ids = {
    draftArticle,
    hiddenPms,
    embargoedImage,
    publicArticlePath: `/${row.pms_slug}/${row.slug}`,
    publicImageAlt: row.alt,
    publicImageFile: row.filename,
  }
  await sql(
    `INSERT INTO subscribers (email, status, consent_source, requested_at, requested_ip, confirmed_at, confirmed_ip, updated_at, created_at)
     VALUES ('reader@example.com', 'confirmed', 'footer', now(), '192.0.2.10', now(), '192.0.2.11', now(), now())`,
  )
})

describe('the request limit for anonymous /cms-api clients', () => {
  it(`answers 429 with Retry-After after ${LIMIT} requests a minute from one network, REST and GraphQL together`, async () => {
    for (let index = 0; index < LIMIT - 1; index += 1)
      expect((await from('198.51.100.7', '/cms-api/categories?limit=1')).status).toBe(200)
    expect((await graphql('198.51.100.7', '{ Categories(limit: 1) { docs { id } } }')).status).toBe(200)
    const refused = await from('198.51.100.7', '/cms-api/categories?limit=1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('ratelimit-policy')).toBe(`"anonymous";q=${LIMIT};w=60`)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await messageOf(refused)).toMatch(
      new RegExp(
        `^At most ${LIMIT} requests per minute to /cms-api from one network without signing in; retry after \\d+ s\\.$`,
      ),
    )
    expect((await graphql('198.51.100.7', '{ Categories(limit: 1) { docs { id } } }')).status).toBe(429)
  })

  it('counts made-up credentials as anonymous, and not a signed-in person on the same network', async () => {
    for (let index = 0; index < LIMIT; index += 1)
      await from('198.51.100.8', '/cms-api/categories?limit=1', { headers: { authorization: 'Bearer x' } })
    expect(
      (await from('198.51.100.8', '/cms-api/categories?limit=1', { headers: { authorization: 'JWT not-a-token' } }))
        .status,
    ).toBe(429)
    expect((await from('198.51.100.8', '/cms-api/categories?limit=1', { headers: signedIn(editorToken) })).status).toBe(
      200,
    )
    expect((await from('198.51.100.9', '/cms-api/categories?limit=1')).status).toBe(200)
  })

  it('counts an IPv6 client by its /64', async () => {
    for (let index = 0; index < LIMIT; index += 1)
      await from(`2001:db8:7:7::${index.toString(16)}`, '/cms-api/categories?limit=1')
    expect((await from('2001:db8:7:7:ffff::1', '/cms-api/categories?limit=1')).status).toBe(429)
    expect((await from('2001:db8:7:8::1', '/cms-api/categories?limit=1')).status).toBe(200)
  })
})

describe('the cost of an anonymous read', () => {
  const aliases = Array.from(
    { length: 99 },
    (_, index) => `a${index}: Articles(limit: 100) { docs { id title body } }`,
  ).join(' ')

  it('refuses 99 aliases of a 100-article list with a 400 before running it', async () => {
    const response = await graphql('203.0.113.20', `{ ${aliases} }`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      data?: unknown
      errors: Array<{ message: string; extensions: Record<string, unknown> }>
    }
    expect(body.data).toBeUndefined()
    expect(body.errors[0]!.extensions).toEqual({ code: 'QUERY_TOO_COSTLY', cost: 99 * 401, maxCost: 1000 })
    expect(body.errors[0]!.message).toBe(
      'This query may return 39699 values (each field once per document of the lists around it); at most 1000 without signing in.',
    )
    // Refused before any document is read: GraphQL leaves `data` out only for an error raised before execution
    // began (checked above), which no clock on a busy machine could show as well.
  })

  it('runs a page of articles, and lets a signed-in person ask for more', async () => {
    const small = await graphql('203.0.113.21', '{ Articles(limit: 10) { docs { id title } totalDocs } }')
    expect(small.status).toBe(200)
    expect(((await small.json()) as { data: { Articles: { docs: unknown[] } } }).data.Articles.docs).toHaveLength(10)
    // Three lists of 100 (1203 values): over the anonymous budget, well within a signed-in one.
    const three =
      '{ a: Articles(limit: 100) { docs { id title slug } } b: Pmses(limit: 100) { docs { id name slug } } c: Categories(limit: 100) { docs { id name slug } } }'
    expect((await graphql('203.0.113.21', three)).status).toBe(400)
    expect((await graphql('203.0.113.21', three, signedIn(editorToken))).status).toBe(200)
  })

  it('keeps introspection from anonymous clients', async () => {
    const response = await graphql('203.0.113.22', '{ __schema { types { name } } }')
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toBe('Introspection (__schema, __type) is for signed-in cockpit users only.')
  })

  it('bounds an anonymous REST read to 100 documents at depth 2, and not a signed-in one', async () => {
    const tooMany = await from('203.0.113.23', '/cms-api/articles?limit=1000')
    expect(tooMany.status).toBe(400)
    expect(await messageOf(tooMany)).toBe('The query parameter limit must be from 1 to 100 without signing in.')
    expect((await from('203.0.113.23', '/cms-api/articles?pagination=false')).status).toBe(400)
    expect((await from('203.0.113.23', '/cms-api/articles?depth=5')).status).toBe(400)
    const bounded = await from('203.0.113.23', '/cms-api/articles?limit=100&depth=2')
    expect(bounded.status).toBe(200)
    const { docs } = (await bounded.json()) as { docs: Array<{ pms: { slug?: string } }> }
    // Payload's own lookups of the related documents are not bounded like the client's read.
    expect(docs[0]!.pms.slug).toEqual(expect.any(String))
    const overridden = await from('203.0.113.23', '/cms-api/articles', {
      method: 'POST',
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'limit=1000',
    })
    expect(overridden.status).toBe(400)
    expect(
      (await from('203.0.113.23', '/cms-api/articles?limit=1000&depth=0', { headers: signedIn(editorToken) })).status,
    ).toBe(200)
  })
})

describe('bad input to /cms-api is a clear 4xx', () => {
  const network = '203.0.113.30'
  const cases: Array<[string, string, RequestInit, number, RegExp | string]> = [
    [
      'multipart without a boundary',
      '/cms-api/articles',
      { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' },
      400,
      'The multipart/form-data body has no boundary in its Content-Type.',
    ],
    [
      'a _payload part that is not JSON, to a collection',
      '/cms-api/articles',
      { method: 'POST', body: formWith('{bad') },
      400,
      'The _payload part is not valid JSON.',
    ],
    [
      'a _payload part that is not JSON, to the login',
      '/cms-api/users/login',
      { method: 'POST', body: formWith('{bad') },
      400,
      'The _payload part is not valid JSON.',
    ],
    [
      'a multipart body cut short',
      '/cms-api/media',
      {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XX' },
        body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
      },
      400,
      'The multipart/form-data body is malformed or cut short.',
    ],
    [
      'GraphQL with a body that is not JSON',
      '/cms-api/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' },
      400,
      'The request body is not valid JSON.',
    ],
    [
      'email verification, which accounts do not use',
      '/cms-api/users/verify/abc',
      { method: 'POST' },
      404,
      'Not Found',
    ],
    [
      'a page number past any integer',
      '/cms-api/articles?page=99999999999999999999',
      {},
      400,
      'The query parameter page must be a whole number from 1 to 2147483647.',
    ],
    ['an id that is not a number', '/cms-api/articles/abc', {}, 404, 'Not Found'],
    ['a NUL id', '/cms-api/articles/%00', {}, 404, 'Not Found'],
    ['an id past any integer', '/cms-api/articles/99999999999999999999', {}, 404, 'Not Found'],
    [
      'a NUL in a where value',
      '/cms-api/articles?where[title][like]=%00',
      {},
      400,
      'The query parameter where[title][like] must not contain NUL characters.',
    ],
    [
      'a where id past any integer',
      '/cms-api/articles?where[id][equals]=99999999999999999999',
      {},
      400,
      'The query parameter where[id][equals] must be a whole number from -2147483648 to 2147483647.',
    ],
    [
      'a spatial operator on text',
      '/cms-api/articles?where[title][near]=1,2',
      {},
      400,
      'The query parameter where[title][near] uses the operator "near", which works on point fields only.',
    ],
    [
      "Payload's migrations, without naming the server's own address",
      '/cms-api/payload-migrations',
      {},
      404,
      'Not Found',
    ],
    ['versions of a collection that keeps none', '/cms-api/categories/versions', {}, 404, 'Not Found'],
  ]

  for (const [name, path, init, status, message] of cases) {
    it(`answers ${status} for ${name}`, async () => {
      const response = await from(network, path, init)
      const text = await response.text()
      expect(response.status, text).toBe(status)
      expect(JSON.parse(text).errors[0].message).toEqual(message)
      expect(text).not.toMatch(/0\.0\.0\.0|localhost|127\.0\.0\.1|select|Failed query/i)
    })
  }

  it("answers an admin's NUL in a where value and in an id with 400 and 404", async () => {
    const slug = await from(network, '/cms-api/articles?where[slug][equals]=a%00b', { headers: signedIn(adminToken) })
    expect(slug.status).toBe(400)
    expect(await messageOf(slug)).toBe('The query parameter where[slug][equals] must not contain NUL characters.')
    const category = await from(network, '/cms-api/categories/%00', { headers: signedIn(adminToken) })
    expect(category.status).toBe(404)
  })

  it('answers a signed-in write without a document, and one nested beyond reason, with 400 and writes nothing', async () => {
    const before = (await sql('SELECT count(*)::int AS n FROM categories'))[0]!.n
    for (const body of ['null', '[1]', 'plain text']) {
      const response = await from(network, '/cms-api/categories', {
        method: 'POST',
        headers: { ...signedIn(editorToken), 'content-type': 'application/json' },
        body,
      })
      expect(response.status, body).toBe(400)
    }
    const deep = await from(network, '/cms-api/categories', {
      method: 'POST',
      headers: { ...signedIn(editorToken), 'content-type': 'application/json' },
      body: `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    })
    expect(deep.status).toBe(400)
    expect(await messageOf(deep)).toBe('The request body nests deeper than 64 levels.')
    expect((await sql('SELECT count(*)::int AS n FROM categories'))[0]!.n).toBe(before)
  })

  it("keeps a public refusal's own message, from a custom endpoint as from a hook", async () => {
    // Payload's REST answers an error it cannot name with "An unknown error occurred."; the production build leaves
    // Payload's own APIError nameless.
    const response = await from(network, '/cms-api/users/second-factor/totp', { method: 'POST' })
    expect(response.status).toBe(401)
    expect(await messageOf(response)).toBe('Sign in first.')
  })

  it('answers 409, not 500, for deleting (moving to the trash) a PMS profile its articles still need, and keeps it whole', async () => {
    const pms = await sql(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const versions = `SELECT count(*)::int AS n FROM _pmses_v WHERE parent_id = ${Number(pms[0].id)}`
    const versionsBefore = (await sql(versions))[0]!.n
    const response = await from(network, `/cms-api/pmses/${pms[0].id}`, {
      method: 'DELETE',
      headers: signedIn(adminToken),
    })
    expect(response.status).toBe(409)
    expect(await messageOf(response)).toMatch(
      /^This PMS profile cannot go to the trash: \d+ articles? (and \d+ PR links? )?still name it\. Move them to another PMS, or to the trash, first\.$/,
    )
    expect(
      (await sql(`SELECT count(*)::int AS n FROM pmses WHERE slug = 'harbor-pms' AND deleted_at IS NULL`))[0]!.n,
    ).toBe(1)
    expect((await sql(versions))[0]!.n).toBe(versionsBefore)
  })
})

describe('what anonymous clients read of media and PR links', () => {
  const network = '203.0.113.40'

  it('lists no media records, not even through GraphQL, while staff still do', async () => {
    expect((await from(network, '/cms-api/media')).status).toBe(403)
    expect((await from(network, `/cms-api/media/${ids.embargoedImage}`)).status).toBe(403)
    const viaGraphql = await (
      await graphql(network, `{ allMedia { docs { id alt } } Media(id: ${ids.embargoedImage}) { alt } }`)
    ).text()
    expect(JSON.parse(viaGraphql)).toMatchObject({
      data: { allMedia: null, Media: null },
      errors: [{ message: 'You are not allowed to perform this action.' }, expect.anything()],
    })
    expect(viaGraphql).not.toContain('Embargoed')
    const articles = await from(network, '/cms-api/articles?depth=1&limit=100')
    expect(articles.status).toBe(200)
    const { docs } = (await articles.json()) as { docs: Array<{ image?: unknown }> }
    // A published article's image is named by its id, its record left unread.
    expect(
      docs.filter((doc) => doc.image !== undefined && doc.image !== null).every((doc) => typeof doc.image === 'number'),
    ).toBe(true)
    expect(docs.some((doc) => typeof doc.image === 'number')).toBe(true)
    const staff = await from(network, '/cms-api/media?limit=100', { headers: signedIn(editorToken) })
    expect(staff.status).toBe(200)
    expect(await staff.text()).toContain('Embargoed: Harbor buys Stayline')
  })

  it("still serves published articles' images with their alt text and sizes, and Payload's file route", async () => {
    const page = await from(network, ids.publicArticlePath)
    expect(page.status).toBe(200)
    const html = await page.text()
    const image = /<img[^>]*>/.exec(html.slice(html.indexOf('<article')))?.[0] ?? ''
    expect(image).toContain(`alt="${ids.publicImageAlt}"`)
    expect(image).toContain('srcSet=')
    const file = await from(network, `/cms-api/media/file/${ids.publicImageFile}`)
    expect(file.status).toBe(308)
    expect(file.headers.get('location')).toBe(`/media/demo/${ids.publicImageFile}`)
  })

  it("answers a draft's image, its sizes and a name never stored alike, by Payload's file route and at /media, and serves them to staff", async () => {
    const prober = '203.0.113.41'
    // An image used by a draft only (its featured image and in its body), large enough to have sizes.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await alphaPng(900, 500))], { type: 'image/png' }), 'lobby plan.png')
    form.append('_payload', JSON.stringify({ alt: 'Embargoed: the new lobby', prefix: 'embargo' }))
    const upload = await fetch(`${app.url}/cms-api/media`, {
      method: 'POST',
      headers: signedIn(adminToken),
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as {
      doc: { id: number; filename: string; sizes: Record<string, { filename: string | null }> }
    }
    await sql(
      `INSERT INTO articles (title, slug, body, pms_id, author_id, image_id, featured_image, is_published, updated_at, created_at)
       SELECT 'Harbor rebuilds its lobby', 'harbor-rebuilds-its-lobby', $2, p.id, a.id, $1, $3, false, now(), now()
       FROM pmses p, authors a WHERE p.slug = 'harbor-pms' ORDER BY a.id LIMIT 1`,
      [doc.id, `Plans: ![plan](/media/embargo/${doc.filename})`, `/media/embargo/${doc.filename}`],
    )
    const names = [doc.filename, doc.sizes.card!.filename!, doc.sizes.thumbnail!.filename!]
    expect(names).toEqual(['lobby-plan.webp', 'lobby-plan-card.webp', 'lobby-plan-thumbnail.webp'])

    /** Everything an answer tells, but the time it was sent. */
    const answer = async (path: string, headers: Record<string, string> = {}) => {
      const response = await from(prober, path, { headers })
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'date'),
        body: await response.text(),
      }
    }
    const unknownFile = await answer('/cms-api/media/file/lobby-plans.webp')
    const unknownInDirectory = await answer('/cms-api/media/file/lobby-plans.webp?prefix=embargo')
    const unknownMedia = await answer('/media/embargo/lobby-plans.webp')
    expect([unknownFile.status, unknownInDirectory.status, unknownMedia.status]).toEqual([404, 404, 404])
    for (const name of names) {
      expect(await answer(`/cms-api/media/file/${name}`), name).toEqual(unknownFile)
      expect(await answer(`/cms-api/media/file/${name}?prefix=embargo`), name).toEqual(unknownInDirectory)
      expect(await answer(`/media/embargo/${name}`), name).toEqual(unknownMedia)
    }
    // A name no file can have (a NUL, which the database refuses to compare) is answered alike, not with a 500.
    expect(await answer('/cms-api/media/file/%00.webp')).toEqual(unknownFile)
    expect(await answer('/cms-api/media/file/lobby-plans.webp?prefix=%00')).toEqual(unknownInDirectory)
    expect(await answer('/media/embargo/%00.webp')).toEqual(unknownMedia)

    // Staff still load a draft's images, which no shared cache may keep.
    for (const name of names) {
      const redirect = await from(prober, `/cms-api/media/file/${name}`, { headers: signedIn(editorToken) })
      expect([redirect.status, redirect.headers.get('location')], name).toEqual([308, `/media/embargo/${name}`])
      const file = await from(prober, `/media/embargo/${name}`, { headers: signedIn(editorToken) })
      expect([file.status, file.headers.get('content-type')], name).toEqual([200, 'image/webp'])
      expect(file.headers.get('cache-control'), name).toBe('private, no-cache')
    }

    // A published article's image and its sizes load for anyone, by either address.
    const [published] = await sql<{ filename: string; card: string }>(
      `SELECT filename, sizes_card_filename AS card FROM media WHERE filename = $1`,
      [ids.publicImageFile],
    )
    for (const name of [published!.filename, published!.card]) {
      const redirect = await from(prober, `/cms-api/media/file/${name}`)
      expect([redirect.status, redirect.headers.get('location')], name).toEqual([308, `/media/demo/${name}`])
      const file = await from(prober, `/media/demo/${name}`)
      expect([file.status, file.headers.get('cache-control')], name).toEqual([
        200,
        'public, max-age=86400, stale-while-revalidate=604800',
      ])
    }
  })

  it("lists active PR links of public PMS profiles only, without the article they name or the newsroom's notes", async () => {
    const response = await from(network, '/cms-api/pr-links?limit=100&depth=0')
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: Array<Record<string, unknown>> }
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.filter((doc) => 'article' in doc || 'notes' in doc)).toEqual([])
    expect(docs.map((doc) => doc.pms)).not.toContain(ids.hiddenPms)
    expect(docs.map((doc) => doc.title)).toContain('Harbor to buy Stayline')
    const viaGraphql = (await (
      await graphql(network, '{ PrLinks(limit: 100) { docs { title notes pms { slug } article { id } } } }')
    ).json()) as {
      data: {
        PrLinks: {
          docs: Array<{
            title: string
            notes: string | null
            pms: { slug: string } | null
            article: { id: number } | null
          }>
        }
      }
    }
    const links = viaGraphql.data.PrLinks.docs
    expect(links.map((link) => link.title)).toContain('Harbor to buy Stayline')
    expect(links.map((link) => link.title)).not.toContain('Unannounced PMS launches')
    expect(links.filter((link) => link.notes !== null || link.article !== null || link.pms === null)).toEqual([])
    const staff = (await (
      await from(network, '/cms-api/pr-links?limit=100&depth=0', { headers: signedIn(editorToken) })
    ).json()) as { docs: Array<Record<string, unknown>> }
    expect(staff.docs.find((doc) => doc.title === 'Harbor to buy Stayline')).toMatchObject({
      article: ids.draftArticle,
      notes: 'Embargo: Monday 9:00',
    })
    expect(staff.docs.map((doc) => doc.pms)).toContain(ids.hiddenPms)
  })
})

describe('who reads subscribers', () => {
  const network = '203.0.113.50'

  it('lets admins list and export subscribers with their addresses', async () => {
    const list = await from(network, '/cms-api/subscribers', { headers: signedIn(adminToken) })
    expect(list.status).toBe(200)
    expect(await list.text()).toContain('192.0.2.11')
    const csv = await from(network, '/cms-api/subscribers/export', { headers: signedIn(adminToken) })
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain('reader@example.com')
  })

  it('refuses editors and anonymous clients the list, the export and GraphQL', async () => {
    expect((await from(network, '/cms-api/subscribers', { headers: signedIn(editorToken) })).status).toBe(403)
    expect((await from(network, '/cms-api/subscribers/1', { headers: signedIn(editorToken) })).status).toBe(403)
    const exported = await from(network, '/cms-api/subscribers/export', { headers: signedIn(editorToken) })
    expect(exported.status).toBe(403)
    expect(await messageOf(exported)).toBe('Only admins may export subscribers.')
    const viaGraphql = await (
      await graphql(network, '{ Subscribers { docs { email confirmed_ip } } }', signedIn(editorToken))
    ).text()
    expect(JSON.parse(viaGraphql)).toMatchObject({
      data: { Subscribers: null },
      errors: [{ message: 'You are not allowed to perform this action.' }],
    })
    expect(viaGraphql).not.toContain('reader@example.com')
    expect((await from(network, '/cms-api/subscribers')).status).toBe(403)
    expect((await from(network, '/cms-api/subscribers/export')).status).toBe(401)
  })
})

describe('a step a role lacks, through /cms-api (docs/decisions/060-four-roles.md)', () => {
  const network = '192.0.2.60'
  const CONTRIBUTOR = { email: 'freelance@example.com', password: 'a long contributor password' }
  let contributor: Record<string, string>

  beforeAll(async () => {
    await addAccount(app.url, CONTRIBUTOR, 'contributor')
    contributor = { ...signedIn((await app.signIn(CONTRIBUTOR)).token), origin: app.url }
  })

  const send = (method: string, path: string, body: unknown) =>
    from(network, path, {
      method,
      headers: { ...contributor, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  async function expectRoleProblem(response: Response, lacks: string) {
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toContain('application/problem+json')
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({ status: 403, code: 'role_lacks_capability', role: 'contributor', lacks })
    expect(String(body.detail)).toMatch(/^A contributor may not /)
    // The cockpit reads Payload's `errors`: the same sentence is there.
    expect(body.errors).toEqual([{ message: body.detail }])
  }

  it("answers a contributor's write outside their role with a problem naming the role and the lack, changing nothing", async () => {
    const pmses = async () => (await sql('SELECT count(*)::int AS n FROM pmses'))[0].n
    const before = await pmses()
    await expectRoleProblem(
      await send('POST', '/cms-api/pmses', { name: 'Mine', slug: 'mine-pms' }),
      'edit_all_content',
    )
    expect(await pmses()).toBe(before)
    await expectRoleProblem(
      await send('PATCH', `/cms-api/articles/${ids.draftArticle}`, { title: 'Taken over' }),
      'edit_all_content',
    )
    expect((await sql('SELECT title FROM articles WHERE id = $1', [ids.draftArticle]))[0].title).toBe(
      'Harbor buys Stayline',
    )
  })

  it('lets a contributor save a draft of their own, and refuses them its publication', async () => {
    const [pms] = await sql(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql('SELECT id FROM authors ORDER BY id LIMIT 1')
    const draft = { title: 'A freelance draft', body: 'Text.', pms: pms.id, author: author.id, _status: 'draft' }
    const created = await send('POST', '/cms-api/articles?draft=true', draft)
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const saved = await send('PATCH', `/cms-api/articles/${id}?draft=true`, {
      title: 'A better freelance draft',
      _status: 'draft',
    })
    expect(saved.status).toBe(200)
    await expectRoleProblem(await send('PATCH', `/cms-api/articles/${id}`, { _status: 'published' }), 'publish_own')
    await expectRoleProblem(await send('POST', '/cms-api/articles', { ...draft, _status: 'published' }), 'publish_own')
    expect((await sql('SELECT is_published FROM articles WHERE id = $1', [id]))[0].is_published).toBe(false)
  })

  it('lets a contributor tag their draft with existing tags, and refuses them making or renaming one (docs/decisions/070-tags.md)', async () => {
    const [security] = await sql(`SELECT id FROM tags WHERE slug = 'security'`)
    const listed = await from(network, '/cms-api/tags?limit=100', { headers: contributor })
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { docs: Array<{ slug: string }> }).docs.map((tag) => tag.slug)).toContain(
      'security',
    )
    const tags = async () => (await sql('SELECT count(*)::int AS n FROM tags'))[0].n
    const before = await tags()
    await expectRoleProblem(await send('POST', '/cms-api/tags', { name: 'Freelance topic' }), 'edit_all_content')
    await expectRoleProblem(
      await send('PATCH', `/cms-api/tags/${security.id}`, { name: 'Mine now' }),
      'edit_all_content',
    )
    expect(await tags()).toBe(before)
    expect((await sql('SELECT name FROM tags WHERE id = $1', [security.id]))[0].name).toBe('Security')

    const [pms] = await sql(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql('SELECT id FROM authors ORDER BY id LIMIT 1')
    const created = await send('POST', '/cms-api/articles?draft=true', {
      title: 'A tagged freelance draft',
      body: 'Text.',
      pms: pms.id,
      author: author.id,
      tags: [security.id],
      _status: 'draft',
    })
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    expect(await sql(`SELECT tags_id FROM articles_rels WHERE parent_id = $1 AND path = 'tags'`, [id])).toEqual([
      { tags_id: security.id },
    ])
    // A draft is held to the bounds too, which Payload checks only on publishing: 21 tags or 11 authors are a 400.
    const many = await sql('SELECT id FROM tags ORDER BY id LIMIT 21')
    const tagIds = Array.from({ length: 21 }, (_, index) => many[index % many.length].id)
    const authors = Array.from({ length: 11 }, () => author.id)
    for (const [field, value, message] of [
      ['tags', tagIds, 'at most 20 tags'],
      ['authors', authors, 'must name at most 10 authors'],
    ] as const) {
      const refused = await send('PATCH', `/cms-api/articles/${id}?draft=true`, { [field]: value, _status: 'draft' })
      expect(refused.status, field).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain(message)
    }
    expect(await sql(`SELECT count(*)::int AS n FROM articles_rels WHERE parent_id = $1`, [id])).toEqual([{ n: 2 }])
  })

  it("shows a contributor on the dashboard their own drafts only: not another's draft or scheduled article, the failed jobs or the agents' writes", async () => {
    const [pms] = await sql(`SELECT id FROM pmses WHERE slug = 'harbor-pms'`)
    const [author] = await sql('SELECT id FROM authors ORDER BY id LIMIT 1')
    const own = { title: 'My dashboard draft', body: 'Text.', pms: pms.id, author: author.id, _status: 'draft' }
    expect((await send('POST', '/cms-api/articles?draft=true', own)).status).toBe(201)
    await sql(
      `INSERT INTO articles (title, slug, body, pms_id, author_id, is_published, scheduled, published_at, updated_at, created_at)
       VALUES ('Held back until Friday', 'held-back-until-friday', 'Text.', $1, $2, false, true, now() + interval '3 days', now(), now())`,
      [pms.id, author.id],
    )
    const dashboard = async (token: string) => {
      // What a browser sends on opening the page: its session cookie, and that it navigated there itself.
      const page = await fetch(`${app.url}/cockpit`, {
        headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'none' },
      })
      expect(page.status).toBe(200)
      return page.text()
    }
    const [forContributor, forEditor] = [
      await dashboard(contributor.authorization!.slice('JWT '.length)),
      await dashboard(editorToken),
    ]
    expect(forContributor).toContain('My dashboard draft')
    const others = ['Harbor buys Stayline', 'Held back until Friday', 'Publishing jobs that failed', 'writes per day']
    for (const other of others) expect(forContributor, other).not.toContain(other)
    for (const seen of [
      'My dashboard draft',
      'Held back until Friday',
      'Publishing jobs that failed',
      'writes per day',
    ])
      expect(forEditor, seen).toContain(seen)
  })

  it('tells a contributor in GraphQL which role refused what, creating nothing', async () => {
    const answer = await graphql(
      network,
      'mutation { createCategory(data: { name: "Freelance picks" }) { id } }',
      contributor,
    )
    const body = (await answer.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> }
    expect(body.errors[0]).toMatchObject({
      message:
        'A contributor may not edit, publish, unpublish or delete any article, and the PMS profiles, comparisons, glossary and PR links.',
      extensions: { code: 'role_lacks_capability', role: 'contributor', lacks: 'edit_all_content' },
    })
    expect(await sql(`SELECT id FROM categories WHERE name = 'Freelance picks'`)).toEqual([])
  })
})

function formWith(payload: string): FormData {
  const form = new FormData()
  form.append('_payload', payload)
  return form
}
