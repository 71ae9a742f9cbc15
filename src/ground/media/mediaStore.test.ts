import { beforeAll, describe, expect, it } from 'vitest'

// The env module reads the settings once, at import: set them first.
process.env.MEDIA_PUBLIC_URL = 'https://cdn.pmsnews.example/media/'
let store: typeof import('./mediaStore')

beforeAll(async () => {
  store = await import('./mediaStore')
})

describe('mediaRedirectOf', () => {
  it('sends a browser to the CDN before the bucket, each path segment encoded, when MEDIA_PUBLIC_URL is set', () => {
    expect(store.mediaRedirectOf('news/2026/lobby at dusk.webp')).toBe(
      'https://cdn.pmsnews.example/media/news/2026/lobby%20at%20dusk.webp',
    )
  })

  it('reads no file whose path could leave the media root', async () => {
    expect(await store.readMediaFile('../secrets.json')).toBeNull()
    expect(await store.readMediaFile('news/../../x.webp')).toBeNull()
  })
})
