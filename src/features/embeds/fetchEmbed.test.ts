/**
 * fetchEmbed against the fake providers on loopback (tests/fakes/embedProviders.ts): with the test's stand-ins, what is
 * kept of each kind of provider; without them, as in production, the guard refuses loopback before connecting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type EmbedProviders, startEmbedProviders, STOOD_IN } from '../../../tests/fakes/embedProviders'
import { fetchEmbed } from './fetchEmbed'

let providers: EmbedProviders
let standIns: Map<string, string>
const viaStandIns = async (url: string, timeoutMs = 5_000) => (await fetchEmbed(url, { standIns, timeoutMs })).embed

beforeAll(async () => {
  providers = await startEmbedProviders()
  standIns = new Map(STOOD_IN.map((origin) => [origin, providers.url]))
})
afterAll(() => providers.close())

describe('fetchEmbed', () => {
  it("keeps a YouTube video's title, author and id from its oEmbed endpoint, never its HTML", async () => {
    const embed = await viaStandIns('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    expect(embed).toEqual({
      kind: 'video',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      fetchedAt: expect.any(String),
      provider: 'YouTube',
      videoId: 'dQw4w9WgXcQ',
      title: 'Harbor PMS mobile keys, a walkthrough',
      author: 'Harbor PMS',
    })
    expect(providers.requests.at(-1)!.path).toBe(
      `/oembed?${new URLSearchParams({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', format: 'json' })}`,
    )
  })

  it('reads a Vimeo video, a Bluesky post from its oEmbed HTML and a Mastodon post from its ActivityStreams Note', async () => {
    expect(await viaStandIns('https://vimeo.com/76979871')).toMatchObject({
      kind: 'video',
      provider: 'Vimeo',
      videoId: '76979871',
      title: 'Night audit in five minutes',
      // Vimeo's "2026-10-15 14:08:29", its zone unsaid: the day only.
      uploadDate: '2026-10-15',
    })
    // The thumbnail's address is handed on to be fetched into our media, never kept.
    expect((await fetchEmbed('https://vimeo.com/76979871', { standIns, timeoutMs: 5_000 })).thumbnailUrl).toBe(
      'https://i.vimeocdn.com/video/452001751-d_640',
    )
    expect(await viaStandIns('https://bsky.app/profile/ana.bsky.social/post/3kabc')).toEqual({
      kind: 'post',
      url: 'https://bsky.app/profile/ana.bsky.social/post/3kabc',
      fetchedAt: expect.any(String),
      provider: 'Bluesky',
      author: 'Ana Ruiz (@ana.bsky.social)',
      authorUrl: 'https://bsky.app/profile/ana.bsky.social',
      text: 'Front desk at 6am & the PMS still works offline.',
      published: '2026-11-28T09:15:00.000Z',
    })
    expect(await viaStandIns('https://social.example/@ana/1234')).toEqual({
      kind: 'post',
      url: 'https://social.example/@ana/1234',
      fetchedAt: expect.any(String),
      provider: 'social.example',
      author: '@ana@social.example',
      authorUrl: 'https://social.example/users/ana',
      text: 'Owners read their statements on Sunday nights.',
      published: '2026-11-30T10:00:00.000Z',
    })
    expect(providers.requests.find((r) => r.path === '/@ana/1234')!.accept).toContain('application/activity+json')
  })

  it('finds the oEmbed answer a page announces, and keeps its title as text without its markup or script', async () => {
    expect(await viaStandIns('https://blog.example/story')).toEqual({
      kind: 'card',
      url: 'https://blog.example/story',
      fetchedAt: expect.any(String),
      provider: 'Hotel Tech Blog',
      title: 'Why hotels still overbook',
      author: 'Daniel Okafor',
    })
  })

  it('is refused a redirect to a loopback address, an answer past its size bound, and a server too slow', async () => {
    await expect(viaStandIns('https://blog.example/to-inner')).rejects.toThrow(
      /not on an origin the test stands in for/,
    )
    expect(providers.innerRequests).toEqual([])
    await expect(viaStandIns('https://blog.example/huge')).rejects.toThrow(/larger than 65536 bytes/)
    await expect(viaStandIns('https://blog.example/slow', 300)).rejects.toThrow(/aborted/i)
  })

  it('as in production (no stand-ins), refuses a loopback or private address before connecting', async () => {
    const before = providers.requests.length
    const production = { standIns: new Map<string, string>(), timeoutMs: 2_000 }
    await expect(fetchEmbed(`${providers.url}/story`, production)).rejects.toThrow(
      /127\.0\.0\.1, which is not a public address/,
    )
    await expect(fetchEmbed('http://10.1.2.3/story', production)).rejects.toThrow(
      /10\.1\.2\.3, which is not a public address/,
    )
    await expect(
      fetchEmbed('https://internal.example/story', { ...production, resolve: async () => ['192.168.1.20'] }),
    ).rejects.toThrow(/192\.168\.1\.20, which is not a public address/)
    expect(providers.requests.length).toBe(before)
  })
})
