/** POST /api/images over real HTTP against the built server, with real image files in and out. */
import { existsSync, readdirSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { insertApiToken } from '../helpers/apiTokens'
import { useApp } from '../helpers/appFixture'
import { insertPms } from '../helpers/content'
import * as images from '../helpers/images'

const MAX_BYTES = 2 * 1024 * 1024

let token: string

const app = useApp({ env: { BASE_URL: 'https://news.example', IMAGE_MAX_BYTES: String(MAX_BYTES) } })
const { sql } = app
const mediaCount = async () => (await sql('SELECT count(*)::int AS n FROM media'))[0].n as number
const storedFiles = () =>
  !existsSync(path.join(app.dataDir, 'media'))
    ? 0
    : readdirSync(path.join(app.dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      ).length

interface Part {
  name: string
  value: string | Buffer
  filename?: string
  type?: string
}

function upload(parts: Part[], headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value)
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.value)], { type: part.type ?? 'application/octet-stream' }),
        part.filename ?? 'upload.bin',
      )
  }
  return fetch(`${app.url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  })
}

const image = (value: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({
  name: 'image',
  value,
  filename,
  type,
})

interface Created {
  message: string
  image: { id: number; url: string; path: string; width: number; height: number; bytes: number; mime_type: string }
}

async function expectStored(response: Response) {
  expect(response.status).toBe(201)
  const body = (await response.json()) as Created
  expect(Object.keys(body.image).sort()).toEqual(['bytes', 'height', 'id', 'mime_type', 'path', 'url', 'width'])
  const file = await fs.readFile(path.join(app.dataDir, 'media', body.image.path))
  const metadata = await sharp(file).metadata()
  expect(metadata.format).toBe('webp')
  expect(body.image.bytes).toBe(file.length)
  return { body, file, metadata }
}

beforeAll(async () => {
  ;({ token } = await insertApiToken(app.database.url))
})

describe('accepted images', () => {
  it('stores a progressive JPEG as WebP: 201 with exactly { message, image: { id, url, path, width, height, bytes, mime_type } }', async () => {
    const response = await upload([image(await images.progressiveJpeg(1200, 800), 'Lobby Photo.JPG')])
    const { body, metadata } = await expectStored(response)
    expect(body).toEqual({
      message: 'Image stored',
      image: {
        id: expect.any(Number),
        url: 'https://news.example/media/uploads/lobby-photo.webp',
        path: 'uploads/lobby-photo.webp',
        width: 1200,
        height: 800,
        bytes: expect.any(Number),
        mime_type: 'image/webp',
      },
    })
    expect(response.headers.get('location')).toBe(body.image.url)
    expect(response.headers.get('ratelimit-policy')).toBe('"per-token";q=60;w=60')
    expect(metadata).toMatchObject({ width: 1200, height: 800 })
    const rows = await sql('SELECT prefix, filename, mime_type, sizes_card_filename FROM media WHERE id = $1', [
      body.image.id,
    ])
    expect(rows[0]).toMatchObject({
      prefix: 'uploads',
      filename: 'lobby-photo.webp',
      mime_type: 'image/webp',
      sizes_card_filename: 'lobby-photo-card.webp',
    })
  })

  it('serves the stored file and its sizes at the public URL once public content shows it, with validators', async () => {
    const response = await upload([image(await images.progressiveJpeg(900, 600), 'served.jpg')])
    const { body, file } = await expectStored(response)
    // Uploaded and shown nowhere yet: the public cannot tell it from no file (docs/decisions/059).
    expect((await fetch(`${app.url}/media/${body.image.path}`)).status).toBe(404)
    await insertPms(sql, { name: 'Served PMS', slug: 'served-pms', logo_id: body.image.id })
    const served = await fetch(`${app.url}/media/${body.image.path}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toContain('max-age=86400')
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true)
    const again = await fetch(`${app.url}/media/${body.image.path}`, {
      headers: { 'if-none-match': served.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
    expect((await fetch(`${app.url}/media/uploads/served-card.webp`)).status).toBe(200)
    const viaPayload = await fetch(`${app.url}/cms-api/media/file/served.webp`, { redirect: 'manual' })
    expect(viaPayload.status).toBe(308)
    expect(viaPayload.headers.get('location')).toBe('/media/uploads/served.webp')
  })

  it('converts a CMYK JPEG to sRGB', async () => {
    const { metadata, file } = await expectStored(await upload([image(await images.cmykJpeg(), 'cmyk.jpg')]))
    expect(metadata.space).toBe('srgb')
    // The scene's red circle stays red after the colour conversion.
    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3))
    const [r, g, b] = at(Math.round(640 * 0.3), Math.round(480 * 0.4))
    expect(r).toBeGreaterThan(180)
    expect(g).toBeLessThan(110)
    expect(b).toBeLessThan(110)
  })

  it('turns an EXIF-rotated JPEG upright and strips its metadata', async () => {
    const { body, metadata } = await expectStored(await upload([image(await images.exifRotatedJpeg(), 'rotated.jpg')]))
    expect([body.image.width, body.image.height]).toEqual([200, 300])
    expect([metadata.width, metadata.height]).toEqual([200, 300])
    expect(metadata.orientation).toBeUndefined()
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
  })

  it('keeps the alpha channel of a PNG', async () => {
    const { metadata } = await expectStored(await upload([image(await images.alphaPng(), 'logo.png', 'image/png')]))
    expect(metadata.hasAlpha).toBe(true)
  })

  it('takes a 16-bit PNG', async () => {
    const { body } = await expectStored(await upload([image(await images.sixteenBitPng(), 'deep.png', 'image/png')]))
    expect([body.image.width, body.image.height]).toEqual([400, 300])
  })

  it('keeps an animated GIF animated', async () => {
    const { body, file } = await expectStored(
      await upload([image(await images.animatedGif(), 'spinner.gif', 'image/gif')]),
    )
    const metadata = await sharp(file, { animated: true }).metadata()
    expect(metadata.pages).toBe(3)
    expect([body.image.width, body.image.height]).toEqual([160, 120])
  })

  it('takes a WebP', async () => {
    const { body } = await expectStored(await upload([image(await images.webp(), 'already.webp', 'image/webp')]))
    expect(body.image.path).toBe('uploads/already.webp')
  })

  it('scales an image larger than the maximum edge down to it', async () => {
    const { body } = await expectStored(await upload([image(await images.progressiveJpeg(3200, 1800), 'wide.jpg')]))
    expect([body.image.width, body.image.height]).toEqual([2560, 1440])
  })

  it('stores under a normalised directory, and the same name twice under two names', async () => {
    const jpeg = await images.progressiveJpeg(320, 200)
    const first = await expectStored(
      await upload([image(jpeg, 'same.jpg'), { name: 'directory', value: '/news//2026/' }]),
    )
    const second = await expectStored(
      await upload([image(jpeg, 'same.jpg'), { name: 'directory', value: 'news/2026' }]),
    )
    expect(first.body.image.path).toBe('news/2026/same.webp')
    expect(second.body.image.path).toBe('news/2026/same-1.webp')
    expect(first.body.image.url).toBe('https://news.example/media/news/2026/same.webp')
  })

  it('trusts the bytes, not the name or the declared type', async () => {
    const { body } = await expectStored(
      await upload([image(await images.alphaPng(), 'really-a-png.gif', 'text/plain')]),
    )
    expect(body.image.path).toBe('uploads/really-a-png.webp')
  })

  it('records alt text when it is sent', async () => {
    const { body } = await expectStored(
      await upload([image(await images.webp(), 'described.webp'), { name: 'alt', value: 'Front desk at dusk' }]),
    )
    const rows = await sql('SELECT alt FROM media WHERE id = $1', [body.image.id])
    expect(rows[0].alt).toBe('Front desk at dusk')
  })
})

describe('refused uploads leave nothing behind', () => {
  const expectRefused = async (response: Response, status: number, code: string, field?: string) => {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    const body = (await response.json()) as { code: string; errors?: Array<{ field: string; message: string }> }
    expect(body.code).toBe(code)
    if (field) expect(body.errors?.map((error) => error.field)).toContain(field)
    return body
  }

  let before: { rows: number; files: number }
  const snapshot = async () => ({ rows: await mediaCount(), files: storedFiles() })

  it.each([
    ['an SVG', () => images.svgImage(), 'unsupported_image_type'],
    ['a text file named .png', () => images.textFile(), 'unsupported_image_type'],
    ['a truncated JPEG', async () => images.truncated(await images.progressiveJpeg()), 'corrupt_image'],
    ['a truncated PNG', async () => images.truncated(await images.alphaPng()), 'corrupt_image'],
    [
      'a JPEG with a script appended',
      async () => images.polyglot(await images.progressiveJpeg(200, 100)),
      'corrupt_image',
    ],
    ['a 48-megapixel decompression bomb', () => images.bombPng(48), 'image_too_large'],
    [
      'a JPEG whose compressed data is corrupt',
      async () => images.corruptedMiddle(await images.progressiveJpeg()),
      'corrupt_image',
    ],
  ])('refuses %s with 422 naming the image part', async (_name, make, code) => {
    before = await snapshot()
    const body = await expectRefused(await upload([image(await make(), 'bad.png', 'image/png')]), 422, code, 'image')
    expect(body.errors![0]!.message.length).toBeGreaterThan(10)
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a file over the byte limit with 413', async () => {
    before = await snapshot()
    const big = await images.noisePng(1000, 800)
    expect(big.length).toBeGreaterThan(MAX_BYTES)
    await expectRefused(await upload([image(big, 'big.png', 'image/png')]), 413, 'payload_too_large')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a file over the byte limit with 413 while streaming, when no Content-Length announces it', async () => {
    before = await snapshot()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(await images.noisePng(1000, 800))], { type: 'image/png' }), 'big.png')
    const encoded = new Response(form)
    const response = await fetch(`${app.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      body: encoded.body, // a stream: sent chunked, without Content-Length
      duplex: 'half',
    } as RequestInit)
    await expectRefused(response, 413, 'payload_too_large')
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a request without an image, with an unknown part, or with a bad directory with 422 naming each part', async () => {
    before = await snapshot()
    await expectRefused(await upload([{ name: 'directory', value: 'news' }]), 422, 'validation_failed', 'image')
    const jpeg = await images.progressiveJpeg(200, 100)
    await expectRefused(
      await upload([image(jpeg), { name: 'colour', value: 'red' }]),
      422,
      'validation_failed',
      'colour',
    )
    for (const directory of ['../etc', 'News', 'a b', '///', '']) {
      await expectRefused(
        await upload([image(jpeg), { name: 'directory', value: directory }]),
        422,
        'validation_failed',
        'directory',
      )
    }
    await expectRefused(await upload([image(Buffer.alloc(0))]), 422, 'validation_failed', 'image')
    await expectRefused(
      await upload([image(jpeg), { name: 'alt', value: 'x'.repeat(256) }]),
      422,
      'validation_failed',
      'alt',
    )
    expect(await snapshot()).toEqual(before)
  })

  it('refuses two images in one request', async () => {
    const jpeg = await images.progressiveJpeg(200, 100)
    await expectRefused(await upload([image(jpeg), image(jpeg, 'second.jpg')]), 422, 'validation_failed', 'body')
  })

  it('answers 415 to a body that is not multipart/form-data and 400 to broken multipart', async () => {
    const send = (contentType: string, body: string) =>
      fetch(`${app.url}/api/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      })
    await expectRefused(await send('application/json', '{"image":"x"}'), 415, 'unsupported_media_type')
    await expectRefused(await send('multipart/form-data', '--x\r\n'), 400, 'malformed_multipart')
    await expectRefused(
      await send(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
      ),
      400,
      'malformed_multipart',
    )
    // A body cut off inside the file part is answered, not thrown past the handler.
    expect(app.server.output()).not.toMatch(/uncaught|Unexpected end of form/i)
  })

  it('answers 401 without a valid bearer token, and to a token in the query string', async () => {
    const jpeg = await images.progressiveJpeg(200, 100)
    before = await snapshot()
    await expectRefused(await upload([image(jpeg)], { authorization: 'Bearer nope' }), 401, 'unauthorized')
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(jpeg)]), 'a.jpg')
    const queried = await fetch(`${app.url}/api/images?access_token=${token}`, { method: 'POST', body: form })
    await expectRefused(queried, 401, 'unauthorized')
    expect(app.server.output()).not.toContain(token)
    expect(await snapshot()).toEqual(before)
  })
})

describe('the public media route', () => {
  it.each([
    '/media/uploads/nothing.webp',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/uploads/%2e%2e/%2e%2e/secrets.json',
    '/media/uploads/x.jpg',
  ])('answers 404 to %s', async (url) => {
    expect((await fetch(`${app.url}${url}`)).status).toBe(404)
  })
})
