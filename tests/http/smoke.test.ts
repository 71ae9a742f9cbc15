/** The built server over real HTTP, against a fresh database at DATABASE_URL's server (or the embedded one). */
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { useApp } from '../helpers/appFixture'
import { startAppServer } from '../helpers/appServer'
import { insertArticle, insertAuthor, insertPms } from '../helpers/content'
import { alphaPng, noisePng } from '../helpers/images'

const app = useApp({
  env: { IMAGE_MAX_BYTES: String(1024 * 1024) },
  arrange: async (sql) => {
    const pms_id = await insertPms(sql, { name: 'Visible PMS', slug: 'visible-pms' })
    const author_id = await insertAuthor(sql, { name: 'Ann Author', slug: 'ann-author' })
    await insertArticle(sql, { title: 'Published story', slug: 'published-story', pms_id, author_id })
    await insertArticle(sql, { title: 'Secret draft', slug: 'secret-draft', pms_id, author_id, is_published: false })
    await insertPms(sql, { name: 'Hidden PMS', slug: 'hidden-pms', is_published: false })
  },
})
const { sql } = app

afterAll(async () => {
  // A clean shutdown on SIGTERM (the app's own afterAll stops it again: a no-op).
  expect(await app.server.stop()).toBe(0)
})

describe('starting', () => {
  it('on a port another process holds exits with 1 and says so, instead of living on without serving', async () => {
    const port = Number(new URL(app.url).port)
    await expect(startAppServer(app.env, { port })).rejects.toThrow(
      new RegExp(
        `exited with 1 before it was ready:[^]*PMS News could not start: port ${port} is in use by another process`,
      ),
    )
  })
})

describe('GET /up', () => {
  it('answers 200 when the app and the database answer', async () => {
    const response = await fetch(`${app.url}/up`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe('ok\n')
  })
})

describe('GET /docs/api/openapi.json', () => {
  it('serves the OpenAPI 3.1.0 document', async () => {
    const response = await fetch(`${app.url}/docs/api/openapi.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const document = (await response.json()) as { openapi: string; info: { version: string } }
    expect(document.openapi).toBe('3.1.0')
    expect(document.info.version).toBe('1.0.0')
  })
})

describe('anonymous reads through /cms-api', () => {
  it('list only published articles', async () => {
    const response = await fetch(`${app.url}/cms-api/articles?depth=0&limit=100`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: Array<{ slug: string }> }
    expect(body.docs.map((doc) => doc.slug)).toEqual(['published-story'])
  })

  it('cannot read a draft by id', async () => {
    const rows = await sql(`SELECT id FROM articles WHERE slug = 'secret-draft'`)
    const response = await fetch(`${app.url}/cms-api/articles/${rows[0].id}`)
    expect(response.status).toBe(404)
  })

  it('cannot find a draft through a query on its slug', async () => {
    const response = await fetch(`${app.url}/cms-api/articles?where[slug][equals]=secret-draft`)
    const body = (await response.json()) as { totalDocs: number }
    expect(body.totalDocs).toBe(0)
  })

  it('list only published PMS profiles', async () => {
    const response = await fetch(`${app.url}/cms-api/pmses?depth=0`)
    const body = (await response.json()) as { docs: Array<{ slug: string }> }
    expect(body.docs.map((doc) => doc.slug)).toEqual(['visible-pms'])
  })

  it('cannot read drafts through GraphQL either', async () => {
    const response = await fetch(`${app.url}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Articles(limit: 100) { docs { slug } } }' }),
    })
    const body = (await response.json()) as { data: { Articles: { docs: Array<{ slug: string }> } } }
    expect(body.data.Articles.docs.map((doc) => doc.slug)).toEqual(['published-story'])
  })

  it('cannot read API tokens, accounts or subscribers', async () => {
    for (const collection of ['api-tokens', 'users', 'subscribers']) {
      const response = await fetch(`${app.url}/cms-api/${collection}`)
      expect(response.status, collection).toBe(403)
    }
  })

  it('cannot write an article', async () => {
    const response = await fetch(`${app.url}/cms-api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Anonymous', body: 'x', pms: 1, author: 1 }),
    })
    expect(response.status).toBe(403)
  })
})

describe('writes through /cms-api obey the data-layer limits', () => {
  /** A signed-in token and the ids an article needs. */
  async function writeContext() {
    const login = await signIn()
    const rows = await sql(`SELECT id FROM pmses WHERE slug = 'visible-pms'`)
    const authors = await sql(`SELECT id FROM authors LIMIT 1`)
    return { login, pmsId: rows[0].id as number, authorId: authors[0].id as number }
  }

  it('refuses a 256-character title from a signed-in editor', async () => {
    const { login, pmsId, authorId } = await writeContext()
    const response = await fetch(`${app.url}/cms-api/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${login}` },
      body: JSON.stringify({ title: 'x'.repeat(256), body: 'Body', pms: pmsId, author: authorId }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Array<{ data: { errors: Array<{ path: string }> } }> }
    expect(body.errors[0]!.data.errors.map((error) => error.path)).toEqual(['title'])
    const count = await sql(`SELECT count(*)::int AS n FROM articles WHERE length(title) > 255`)
    expect(count[0]!.n).toBe(0)
  })

  it('refuses a 256-character title through a GraphQL mutation too', async () => {
    const { login, pmsId, authorId } = await writeContext()
    const response = await fetch(`${app.url}/cms-api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${login}` },
      body: JSON.stringify({
        query: `mutation { createArticle(data: { title: "${'x'.repeat(256)}", body: "Body", pms: ${pmsId}, author: ${authorId} }) { id } }`,
      }),
    })
    const body = (await response.json()) as {
      data: unknown
      errors: Array<{ extensions: { data: { errors: Array<{ path: string }> } } }>
    }
    expect(body.errors[0]!.extensions.data.errors.map((error) => error.path)).toEqual(['title'])
    const count = await sql(`SELECT count(*)::int AS n FROM articles WHERE length(title) > 255`)
    expect(count[0]!.n).toBe(0)
  })
})

describe("uploads through /cms-api (the cockpit's path)", () => {
  const upload = async (file: Buffer, name: string, data: Record<string, unknown>) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name)
    form.append('_payload', JSON.stringify(data))
    return fetch(`${app.url}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${await signIn()}` },
      body: form,
    })
  }

  it('converts to WebP under the chosen directory, with the same checks as the API', async () => {
    const response = await upload(await alphaPng(900, 500), 'Brand Logo.png', { alt: 'Logo', prefix: 'brand' })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as {
      doc: { url: string; filename: string; prefix: string; sizes: { card: { url: string } } }
    }
    expect(doc).toMatchObject({
      filename: 'brand-logo.webp',
      prefix: 'brand',
      url: `${app.url}/media/brand/brand-logo.webp`,
    })
    // Shown by no public content yet: staff load it (docs/decisions/059).
    const served = await fetch(doc.sizes.card.url, { headers: { authorization: `JWT ${await signIn()}` } })
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800)
  })

  it('refuses an anonymous upload with 403 before converting it', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(Buffer.from('not even an image'))], { type: 'image/png' }), 'a.png')
    form.append('_payload', JSON.stringify({ alt: 'x' }))
    const response = await fetch(`${app.url}/cms-api/media`, { method: 'POST', body: form })
    expect(response.status).toBe(403)
  })

  it('refuses a file over IMAGE_MAX_BYTES with 413, as the API does', async () => {
    const response = await upload(await noisePng(800, 600), 'big.png', { alt: 'Big' })
    expect(response.status).toBe(413)
  })

  it('refuses a text file named .png with 400 on the file, storing nothing', async () => {
    const before = (await sql('SELECT count(*)::int AS n FROM media'))[0]!.n
    const response = await upload(Buffer.from('just text'), 'fake.png', { alt: 'Fake' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as {
      errors: Array<{ data: { errors: Array<{ path: string; message: string }> } }>
    }
    expect(body.errors[0]!.data.errors[0]).toMatchObject({
      path: 'file',
      message: expect.stringContaining('JPEG, PNG, GIF or WebP'),
    })
    expect((await sql('SELECT count(*)::int AS n FROM media'))[0]!.n).toBe(before)
  })
})

let token: string | undefined
async function signIn(): Promise<string> {
  if (token) return token
  const email = 'editor@example.com'
  const password = 'a long editor password'
  // The first account created through Payload becomes an admin; create it through the REST API's first-user route.
  const first = await fetch(`${app.url}/cms-api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(first.status).toBe(200)
  // The cockpit's first account becomes an admin, although the form cannot offer the role.
  expect(((await first.json()) as { user: { role: string } }).user.role).toBe('admin')
  const response = await fetch(`${app.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status).toBe(200)
  token = ((await response.json()) as { token: string }).token
  return token
}
