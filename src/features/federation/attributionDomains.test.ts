import { describe, expect, it } from 'vitest'

import { addAttributionDomains } from './attributionDomains'

const actor = { '@context': ['https://www.w3.org/ns/activitystreams'], id: 'https://news.example/ap/actors/news' }
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/activity+json' } })

describe('addAttributionDomains', () => {
  it("adds the site's host to an actor's document, with Mastodon's term in its context", async () => {
    const request = new Request('https://news.example/ap/actors/news')
    const document = await (await addAttributionDomains(request, answer(actor), 'news.example')).json()
    expect(document).toEqual({
      '@context': [
        'https://www.w3.org/ns/activitystreams',
        {
          toot: 'http://joinmastodon.org/ns#',
          attributionDomains: { '@id': 'toot:attributionDomains', '@type': '@id' },
        },
      ],
      id: 'https://news.example/ap/actors/news',
      attributionDomains: ['news.example'],
    })
  })

  it('leaves every other answer as it was: an inbox, a 404, a HEAD', async () => {
    for (const [url, method, response] of [
      ['https://news.example/ap/actors/news/followers', 'GET', answer(actor)],
      ['https://news.example/ap/actors/gone', 'GET', answer({ error: 'not_found' }, 404)],
      ['https://news.example/ap/actors/news', 'HEAD', answer(actor)],
    ] as const) {
      const sent = await addAttributionDomains(new Request(url, { method }), response, 'news.example')
      expect(sent, url).toBe(response)
    }
  })
})
