import { PgDialect } from 'drizzle-orm/pg-core'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import type { FoundImage } from '../../../content/media/storedImages'
import { featuredImageOf } from './featuredImage'

const BASE = 'https://news.example'

const record = {
  version: '12:3456',
  prefix: 'demo',
  filename: 'lobby.webp',
  alt: 'The lobby at dawn',
  width: 1600,
  height: 900,
  sizes: {
    thumbnail: { filename: 'lobby-400x225.webp', width: 400, height: 225 },
    card: { filename: 'lobby-800.webp', width: 800, height: 450 },
    wide: { filename: 'lobby-1280.webp', width: 1280, height: 720 },
    hero: { filename: null, width: null, height: null },
    square: { filename: 'lobby-480x480.webp', width: 480, height: 480 },
    four_three: { filename: 'lobby-640x480.webp', width: 640, height: 480 },
  },
}

/** A Payload whose database answers every read with `rows`, counting the reads. */
function payloadAnswering(rows: unknown[]) {
  const query = vi.fn(async () => ({ rows }))
  return { payload: { db: { drizzle: { dialect: new PgDialect() }, pool: { query } } } as unknown as Payload, query }
}

const expected = {
  version: '12:3456',
  url: `${BASE}/media/demo/lobby.webp`,
  alt: 'The lobby at dawn',
  caption: 'Morning',
  width: 1600,
  height: 900,
  sources: [
    { url: `${BASE}/media/demo/lobby-800.webp`, width: 800 },
    { url: `${BASE}/media/demo/lobby-1280.webp`, width: 1280 },
    { url: `${BASE}/media/demo/lobby.webp`, width: 1600 },
  ],
  crops: [
    { url: `${BASE}/media/demo/lobby-400x225.webp`, width: 400, height: 225 },
    { url: `${BASE}/media/demo/lobby-640x480.webp`, width: 640, height: 480 },
    { url: `${BASE}/media/demo/lobby-480x480.webp`, width: 480, height: 480 },
  ],
}

describe('featuredImageOf', () => {
  it("builds the image from the record the article's own statement found, without another read", async () => {
    const { payload, query } = payloadAnswering([])
    const found: FoundImage = { prefix: 'demo', filename: 'lobby.webp', media: record }
    const image = await featuredImageOf(
      payload,
      { featured_image: '/media/demo/lobby.webp', featured_image_caption: 'Morning' },
      found,
      BASE,
    )
    expect(image).toEqual(expected)
    expect(query).not.toHaveBeenCalled()
  })

  it('reads the record on its own where the file name is percent-encoded, which the statement cannot decode', async () => {
    const { payload, query } = payloadAnswering([{ image: { ...record, filename: 'lobby café.webp' } }])
    const found: FoundImage = { prefix: 'demo', filename: 'lobby%20caf%C3%A9.webp', media: null }
    const image = await featuredImageOf(
      payload,
      { featured_image: '/media/demo/lobby%20caf%C3%A9.webp', featured_image_caption: 'Morning' },
      found,
      BASE,
    )
    expect(query).toHaveBeenCalledTimes(1)
    expect(image?.url).toBe(`${BASE}/media/demo/lobby%20caf%C3%A9.webp`)
    expect(image?.sources).toEqual([
      ...expected.sources.slice(0, 2),
      { url: `${BASE}/media/demo/lobby%20caf%C3%A9.webp`, width: 1600 },
    ])
  })

  it('uses an image that is not stored here as it is, reading nothing', async () => {
    const { payload, query } = payloadAnswering([])
    const image = await featuredImageOf(
      payload,
      { featured_image: 'https://cdn.example/lobby.jpg', featured_image_caption: null },
      null,
      BASE,
    )
    expect(image).toEqual({
      version: null,
      url: 'https://cdn.example/lobby.jpg',
      alt: '',
      caption: null,
      width: null,
      height: null,
      sources: [],
      crops: [],
    })
    expect(query).not.toHaveBeenCalled()
  })
})
