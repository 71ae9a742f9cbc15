import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { alphaPng, progressiveJpeg } from '../helpers/images'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
let parents: Awaited<ReturnType<typeof createArticleParents>>

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  parents = await createArticleParents(payload)
})

afterAll(async () => {
  await local?.close()
})

/** The names of the fields a ValidationError reports. */
async function invalidFields(work: Promise<unknown>): Promise<string[]> {
  try {
    await work
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((entry) => entry.path)
    throw error
  }
  throw new Error('expected a ValidationError, but the write succeeded')
}

describe('articles: validation at the data layer', () => {
  it.each(['title', 'featured_image', 'featured_image_caption', 'meta_title'])(
    'refuses a 256-character %s on create and on update, and accepts 255',
    async (field) => {
      // A featured image address must be an image URL (resolveFeaturedImage); the others take any text.
      const text = (fill: string, length: number) =>
        field === 'featured_image' ? `https://img.example/${fill.repeat(length - 20)}` : fill.repeat(length)
      expect(await invalidFields(createArticle(payload, parents, { [field]: text('x', 256) }))).toEqual([field])
      const ok = await createArticle(payload, parents, { [field]: text('y', 255) })
      expect((ok as unknown as Record<string, unknown>)[field]).toBe(text('y', 255))
      expect(
        await invalidFields(payload.update({ collection: 'articles', id: ok.id, data: { [field]: text('z', 256) } })),
      ).toEqual([field])
    },
  )

  it('refuses a 256-character explicit slug', async () => {
    expect(await invalidFields(createArticle(payload, parents, { slug: 'a'.repeat(256) }))).toEqual(['slug'])
  })

  it('refuses a negative or fractional reading time and accepts 0', async () => {
    expect(await invalidFields(createArticle(payload, parents, { reading_time_minutes: -1 }))).toEqual([
      'reading_time_minutes',
    ])
    expect(await invalidFields(createArticle(payload, parents, { reading_time_minutes: 1.5 }))).toEqual([
      'reading_time_minutes',
    ])
    const zero = await createArticle(payload, parents, { reading_time_minutes: 0 })
    expect(zero.reading_time_minutes).toBe(0)
  })

  it('requires title, body, pms and author', async () => {
    const fields = await invalidFields(payload.create({ collection: 'articles', data: {} as never }))
    expect(fields.sort()).toEqual(['author', 'authors', 'content', 'pms', 'slug', 'title'])
  })

  it('computes the reading time from the body when it is omitted', async () => {
    const article = await createArticle(payload, parents, { body: 'word '.repeat(500) })
    expect(article.reading_time_minutes).toBe(3)
  })

  it('recomputes the reading time when the body changes, unless one is given', async () => {
    const article = await createArticle(payload, parents, { body: 'word '.repeat(100) })
    expect(article.reading_time_minutes).toBe(1)
    const longer = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { body: 'word '.repeat(1000) },
    })
    expect(longer.reading_time_minutes).toBe(5)
    const given = await payload.update({
      collection: 'articles',
      id: article.id,
      data: { body: 'word', reading_time_minutes: 7 },
    })
    expect(given.reading_time_minutes).toBe(7)
    const untouched = await payload.update({ collection: 'articles', id: article.id, data: { title: 'Retitled' } })
    expect(untouched.reading_time_minutes).toBe(7)
  })

  it('defaults to a draft that is not featured and has no publication date', async () => {
    const article = await createArticle(payload, parents)
    expect(article.is_published).toBe(false)
    expect(article.is_featured).toBe(false)
    expect(article.published_at ?? null).toBeNull()
  })

  it('dates an article on first publication and keeps the date afterwards', async () => {
    const draft = await createArticle(payload, parents)
    const before = Date.now()
    const published = await payload.update({ collection: 'articles', id: draft.id, data: { is_published: true } })
    const firstDate = Date.parse(published.published_at!)
    expect(firstDate).toBeGreaterThanOrEqual(before - 1000)
    await payload.update({ collection: 'articles', id: draft.id, data: { is_published: false } })
    const again = await payload.update({ collection: 'articles', id: draft.id, data: { is_published: true } })
    expect(again.published_at).toBe(published.published_at)
  })

  it('keeps a given publication date', async () => {
    const article = await createArticle(payload, parents, {
      is_published: true,
      published_at: '2025-03-04T05:06:07.000Z',
    })
    expect(article.published_at).toBe('2025-03-04T05:06:07.000Z')
  })
})

describe('deleting an article', () => {
  it('deletes a published article with its publish log, and keeps a PR link that cited it, without the article', async () => {
    // Imported here: the app's modules read the environment that startLocalPayload set.
    const { logPublishEvent } = await import('../../src/features/publishing/publishLog')
    const article = await createArticle(payload, parents, { is_published: true })
    const other = await createArticle(payload, parents, { is_published: true })
    for (const id of [article.id, other.id]) await logPublishEvent(payload, id, 'summary', 'succeeded', 'local summary')
    const link = await payload.create({
      collection: 'pr-links',
      data: { title: 'Coverage', url: 'https://press.example/story', pms: parents.pms.id, article: article.id },
    })

    await payload.delete({ collection: 'articles', id: article.id })

    const events = await payload.find({
      collection: 'publish-events',
      where: { article: { in: [article.id, other.id] } },
      depth: 0,
    })
    expect(events.docs.map((event) => event.article)).toEqual([other.id])
    expect((await payload.findByID({ collection: 'pr-links', id: link.id, depth: 0 })).article ?? null).toBeNull()
  })
})

describe('NUL characters', () => {
  it('are refused in any field of any collection, nested ones included, as a validation error rather than a database failure', async () => {
    expect(await invalidFields(createArticle(payload, parents, { title: 'Bad\u0000title' }))).toEqual(['title'])
    expect(await invalidFields(payload.create({ collection: 'categories', data: { name: 'Bad\u0000name' } }))).toEqual([
      'name',
    ])
    const pms = await payload.create({ collection: 'pmses', data: { name: 'Nul Test PMS' } })
    expect(
      await invalidFields(
        payload.update({
          collection: 'pmses',
          id: pms.id,
          data: { integrations: [{ name: 'Ok' }, { name: 'Bad\u0000' }] },
        }),
      ),
    ).toEqual(['integrations.1.name'])
    expect((await payload.find({ collection: 'categories', where: { name: { like: 'Bad' } } })).totalDocs).toBe(0)
  })
})

describe('slugs', () => {
  it('derives the slug from the title: lower case, ASCII, hyphens', async () => {
    const article = await createArticle(payload, parents, { title: 'Café Zürich adopts Harbor PMS & mobile keys' })
    expect(article.slug).toBe('cafe-zurich-adopts-harbor-pms-and-mobile-keys')
  })

  it('suffixes a derived slug that is taken', async () => {
    const first = await createArticle(payload, parents, { title: 'Stayline raises a Series C' })
    const second = await createArticle(payload, parents, { title: 'Stayline raises a Series C' })
    expect([first.slug, second.slug]).toEqual(['stayline-raises-a-series-c', 'stayline-raises-a-series-c-2'])
  })

  it('gives 20 concurrent creates with one title 20 distinct slugs', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createArticle(payload, parents, { title: 'Concurrent headline' })),
    )
    const slugs = results.map((article) => article.slug)
    expect(new Set(slugs).size).toBe(20)
    expect(slugs).toContain('concurrent-headline')
    for (const slug of slugs) expect(slug).toMatch(/^concurrent-headline(-([2-9]|1\d|20))?$/)
  })

  it('refuses an explicit slug that is taken instead of changing it', async () => {
    await createArticle(payload, parents, { slug: 'explicit-slug' })
    expect(await invalidFields(createArticle(payload, parents, { slug: 'explicit-slug' }))).toEqual(['slug'])
  })

  it('refuses an explicit slug with characters outside a-z, 0-9 and hyphens', async () => {
    expect(await invalidFields(createArticle(payload, parents, { slug: 'Not A Slug' }))).toEqual(['slug'])
  })

  it('gives a title without Latin letters or digits a slug anyway', async () => {
    const first = await createArticle(payload, parents, { title: '日本のホテル' })
    const second = await createArticle(payload, parents, { title: '!!!' })
    expect([first.slug, second.slug]).toEqual(['untitled', 'untitled-2'])
  })

  it('keeps suffixing when the base slug had to be shortened to fit 255 characters', async () => {
    const title = `${'long '.repeat(50)}end`
    const slugs = []
    for (let i = 0; i < 3; i += 1) slugs.push((await createArticle(payload, parents, { title })).slug)
    expect(new Set(slugs).size).toBe(3)
    for (const slug of slugs) expect(slug!.length).toBeLessThanOrEqual(255)
  })

  it('keeps the slug when the title changes, so URLs stay permanent', async () => {
    const article = await createArticle(payload, parents, { title: 'Original headline' })
    const renamed = await payload.update({ collection: 'articles', id: article.id, data: { title: 'New headline' } })
    expect(renamed.slug).toBe('original-headline')
  })
})

describe('PMS profiles', () => {
  it.each(['cockpit', 'api', 'mcp', 'glossary', 'feed', 'up', 'subscribe', 'llms.txt'])(
    'refuses the reserved slug %s',
    async (slug) => {
      expect(await invalidFields(payload.create({ collection: 'pmses', data: { name: 'Reserved', slug } }))).toEqual([
        'slug',
      ])
    },
  )

  it('refuses a name that derives a reserved slug', async () => {
    expect(await invalidFields(payload.create({ collection: 'pmses', data: { name: 'Compare' } }))).toEqual(['slug'])
  })

  it('stores the profile facts and capability flags', async () => {
    const pms = await payload.create({
      collection: 'pmses',
      data: {
        name: 'Facts PMS',
        deployment: 'hybrid',
        segments: ['hostels', 'chains'],
        pricing_model: 'tiered',
        founded_year: 2011,
        integrations: [{ name: 'Stripe payments' }],
        capabilities: { channel_manager: true, open_api: true },
      },
    })
    expect(pms.slug).toBe('facts-pms')
    expect(pms.segments).toEqual(['hostels', 'chains'])
    expect(pms.capabilities).toMatchObject({ channel_manager: true, open_api: true, pos: false })
  })

  it('refuses a website that is not http(s)', async () => {
    expect(
      await invalidFields(
        payload.create({ collection: 'pmses', data: { name: 'Bad site', website: 'javascript:alert(1)' } }),
      ),
    ).toEqual(['website'])
  })
})

describe('other collections', () => {
  it('requires at least two PMSes in a comparison', async () => {
    expect(
      await invalidFields(
        payload.create({
          collection: 'comparisons',
          data: { title: 'One PMS only', pmses: [parents.pms.id], body: 'x' },
        }),
      ),
    ).toEqual(['pmses'])
  })

  it('refuses a PR link whose URL is not http(s)', async () => {
    expect(
      await invalidFields(
        payload.create({
          collection: 'pr-links',
          data: { title: 'Release', url: 'ftp://example.com/x', pms: parents.pms.id },
        }),
      ),
    ).toEqual(['url'])
  })

  it('keeps a subscriber address as spelled but its domain lower-cased, and unique whatever the case', async () => {
    const first = await payload.create({
      collection: 'subscribers',
      data: {
        email: ' Reader@Example.COM ',
        status: 'pending',
        digest: 'weekly',
        digest_scope: 'all',
        requested_at: new Date().toISOString(),
      },
    })
    expect(first.email).toBe('Reader@example.com')
    expect(
      await invalidFields(
        payload.create({
          collection: 'subscribers',
          data: {
            email: 'READER@example.com',
            status: 'pending',
            digest: 'weekly',
            digest_scope: 'all',
            requested_at: new Date().toISOString(),
          },
        }),
      ),
    ).toEqual(['email'])
  })

  it('refuses a file that is not an image by its bytes, whatever its name and declared type', async () => {
    const text = Buffer.from('not an image at all')
    expect(
      await invalidFields(
        payload.create({
          collection: 'media',
          data: {},
          file: { data: text, mimetype: 'image/png', name: 'a.png', size: text.length },
        }),
      ),
    ).toEqual(['file'])
  })

  it('stores every uploaded image as WebP with responsive sizes, under its directory', async () => {
    const png = await alphaPng(1400, 800)
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A blue rectangle', prefix: '/brand//logos/' },
      file: { data: png, mimetype: 'image/png', name: 'blue.png', size: png.length },
    })
    expect(media).toMatchObject({
      mimeType: 'image/webp',
      filename: 'blue.webp',
      prefix: 'brand/logos',
      url: '/media/brand/logos/blue.webp',
    })
    expect(media.sizes?.card).toMatchObject({
      mimeType: 'image/webp',
      width: 800,
      url: '/media/brand/logos/blue-card.webp',
    })
    const stored = await sharp(path.join(local.dataDir, 'media/brand/logos/blue.webp')).metadata()
    expect(stored).toMatchObject({ format: 'webp', width: 1400, height: 800, hasAlpha: true })
    expect(existsSync(path.join(local.dataDir, 'media/brand/logos', media.sizes!.card!.filename!))).toBe(true)

    await payload.delete({ collection: 'media', id: media.id })
    expect(readdirSync(path.join(local.dataDir, 'media/brand/logos'))).toEqual([])
  })

  it('gives the same name in one directory a suffix, and allows it in another', async () => {
    const png = await alphaPng(64, 64)
    const create = (prefix: string) =>
      payload.create({
        collection: 'media',
        data: { prefix },
        file: { data: png, mimetype: 'image/png', name: 'same.png', size: png.length },
      })
    const [a, b] = await Promise.all([create('dup'), create('dup')])
    const c = await create('elsewhere')
    expect([a.filename, b.filename].sort()).toEqual(['same-1.webp', 'same.webp'])
    expect(c.filename).toBe('same.webp')
  })

  it('replaces the files when a new image is uploaded over an old one, under new names, removing the old ones', async () => {
    const first = await alphaPng(900, 600)
    const media = await payload.create({
      collection: 'media',
      data: { prefix: 'swap' },
      file: { data: first, mimetype: 'image/png', name: 'photo.png', size: first.length },
    })
    const second = await progressiveJpeg(1000, 500)
    const updated = await payload.update({
      collection: 'media',
      id: media.id,
      data: {},
      file: { data: second, mimetype: 'image/jpeg', name: 'photo.jpg', size: second.length },
    })
    expect(updated).toMatchObject({ filename: 'photo-1.webp', prefix: 'swap', width: 1000, height: 500 })
    // 1000 × 500: every size but the wide ones (the 640 × 480 and 480 × 480 crops fit in its height).
    expect(readdirSync(path.join(local.dataDir, 'media/swap')).sort()).toEqual([
      'photo-1-card.webp',
      'photo-1-four_three.webp',
      'photo-1-square.webp',
      'photo-1-thumbnail.webp',
      'photo-1.webp',
    ])
  })

  it("never gives two concurrent uploads the same file, even when one name is the other's size name", async () => {
    const png = await alphaPng(900, 600)
    // Converted beforehand (as POST /api/images does), so that the three writes reach the choice of names together.
    // Imported here: the app's modules read the environment that startLocalPayload set.
    const { convertUpload } = await import('../../src/ground/media/convertUpload')
    const { CONVERTED_UPLOAD } = await import('../../src/ground/media/uploadHandover')
    const uploads = await Promise.all(
      ['photo.png', 'photo-card.png', 'photo.png'].map((name) => convertUpload({ data: png, name })),
    )
    const docs = await Promise.all(
      uploads.map((converted) =>
        payload.create({
          collection: 'media',
          data: { prefix: 'overlap' },
          context: { [CONVERTED_UPLOAD]: converted },
        }),
      ),
    )
    const names = docs.flatMap((doc) => [
      doc.filename,
      doc.sizes?.thumbnail?.filename,
      doc.sizes?.card?.filename,
      doc.sizes?.square?.filename,
      doc.sizes?.four_three?.filename,
    ])
    expect(new Set(names).size).toBe(15)
    expect(readdirSync(path.join(local.dataDir, 'media/overlap')).sort()).toEqual([...names].sort())
  })

  it('refuses a media record without a file', async () => {
    expect(await invalidFields(payload.create({ collection: 'media', data: { alt: 'Nothing' } }))).toEqual(['file'])
  })

  it('refuses a directory outside the pattern and keeps the directory fixed after upload, whoever writes', async () => {
    const png = await alphaPng(64, 64)
    const file = { data: png, mimetype: 'image/png', name: 'x.png', size: png.length }
    expect(await invalidFields(payload.create({ collection: 'media', data: { prefix: '../etc' }, file }))).toEqual([
      'prefix',
    ])
    const media = await payload.create({ collection: 'media', data: { prefix: 'fixed' }, file })
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'media-editor@example.com', password: 'correct horse battery', role: 'editor' },
    })
    const updated = await payload.update({
      collection: 'media',
      id: media.id,
      data: { prefix: 'moved', alt: 'now described' },
      overrideAccess: false,
      user: editor,
    })
    expect(updated).toMatchObject({ prefix: 'fixed', alt: 'now described' })
    const byServer = await payload.update({ collection: 'media', id: media.id, data: { prefix: 'moved' } })
    expect(byServer).toMatchObject({ prefix: 'fixed', url: '/media/fixed/x.webp' })
  })

  it('checks access before converting anything', async () => {
    const text = Buffer.from('not an image, and not allowed anyway')
    await expect(
      payload.create({
        collection: 'media',
        data: {},
        overrideAccess: false,
        file: { data: text, mimetype: 'image/png', name: 'a.png', size: text.length },
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
