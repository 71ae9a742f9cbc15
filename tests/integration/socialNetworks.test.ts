/**
 * The social adapters against real HTTP fakes: Bluesky's session, post record with link card and facets, and a
 * retry after a lost answer that finds the post instead of posting again; Mastodon's Idempotency-Key. The adapters
 * read their configuration from the environment, so it is set before they are loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startBlueskyFake, startMastodonFake } from '../fakes/socialFakes'

let bluesky: Awaited<ReturnType<typeof startBlueskyFake>>
let mastodon: Awaited<ReturnType<typeof startMastodonFake>>

beforeAll(async () => {
  bluesky = await startBlueskyFake('pmsnews.bsky.social', 'app-password')
  mastodon = await startMastodonFake('token')
  Object.assign(process.env, {
    BLUESKY_SERVICE: bluesky.url,
    BLUESKY_IDENTIFIER: 'pmsnews.bsky.social',
    BLUESKY_APP_PASSWORD: 'app-password',
    MASTODON_URL: mastodon.url,
    MASTODON_ACCESS_TOKEN: 'token',
    OUTBOUND_TIMEOUT_MS: '500',
    SOCIAL_HASHTAGS: 'HotelTech,PMS',
  })
})

afterAll(async () => {
  await bluesky?.close()
  await mastodon?.close()
})

const article = {
  id: 42,
  title: 'Casa Suite and Distribo launch a two-way channel manager connection',
  excerpt: 'Rates flow both ways.',
  url: 'https://news.example/casa-suite/casa-suite-and-distribo',
  pmsName: 'Casa Suite',
  publishedAt: new Date('2025-10-14T08:00:00Z'),
}

describe('Bluesky', () => {
  it('posts a record with a link card and facets, under a record key made from the article', async () => {
    const { postToBluesky, tidFor } = await import('../../src/features/publishing/social/bluesky')
    const { socialPostFor } = await import('../../src/features/publishing/social/socialPost')
    const post = socialPostFor(article, 300)
    const rkey = tidFor(article.publishedAt, article.id)
    expect(rkey).toMatch(/^[234567a-z]{13}$/)
    const posted = await postToBluesky(post, rkey, article.publishedAt)
    expect(posted.url).toBe(`https://bsky.app/profile/pmsnews.bsky.social/post/${rkey}`)
    const record = bluesky.records.get(rkey) as {
      text: string
      embed: { external: { uri: string } }
      facets: Array<{ index: { byteStart: number; byteEnd: number }; features: Array<{ $type: string }> }>
    }
    expect(record.embed.external.uri).toBe(article.url)
    const bytes = Buffer.from(record.text)
    const link = record.facets.find((facet) => facet.features[0]!.$type === 'app.bsky.richtext.facet#link')!
    expect(bytes.subarray(link.index.byteStart, link.index.byteEnd).toString()).toBe(article.url)
    const tags = record.facets.filter((facet) => facet.features[0]!.$type === 'app.bsky.richtext.facet#tag')
    expect(tags.map((facet) => bytes.subarray(facet.index.byteStart, facet.index.byteEnd).toString())).toEqual([
      '#HotelTech',
      '#PMS',
      '#CasaSuite',
    ])
  })

  it('does not post twice when the answer to a post was lost', async () => {
    const { postToBluesky, tidFor } = await import('../../src/features/publishing/social/bluesky')
    const { socialPostFor } = await import('../../src/features/publishing/social/socialPost')
    const again = { ...article, id: 43 }
    const rkey = tidFor(again.publishedAt, again.id)
    bluesky.holdNext()
    await expect(postToBluesky(socialPostFor(again, 300), rkey, again.publishedAt)).rejects.toThrow(
      /no answer within 500 ms/,
    )
    const retried = await postToBluesky(socialPostFor(again, 300), rkey, again.publishedAt)
    expect(retried.url).toContain(rkey)
    expect(bluesky.posts.filter((post) => post.key === rkey)).toHaveLength(1)
  })
})

describe('Mastodon', () => {
  it('sends the Idempotency-Key, so a retry returns the same status', async () => {
    const { postToMastodon } = await import('../../src/features/publishing/social/mastodon')
    const { socialPostFor } = await import('../../src/features/publishing/social/socialPost')
    const post = socialPostFor(article, 500)
    const first = await postToMastodon(post, 'pmsnews-article-42')
    const second = await postToMastodon(post, 'pmsnews-article-42')
    expect(second.url).toBe(first.url)
    expect(mastodon.posts).toHaveLength(1)
    expect(mastodon.requests[0]!.headers['idempotency-key']).toBe('pmsnews-article-42')
  })

  it('cuts a long title so that the post fits, keeping the link and hashtags', async () => {
    const { socialPostFor } = await import('../../src/features/publishing/social/socialPost')
    const post = socialPostFor({ ...article, title: 'x'.repeat(600) }, 300)
    expect([...post.text].length).toBeLessThanOrEqual(300)
    expect(post.text).toContain(article.url)
    expect(post.text.endsWith('#HotelTech #PMS #CasaSuite')).toBe(true)
  })
})
