import { describe, expect, it } from 'vitest'

import { loadSharePage, serverHostOf } from './load'

describe('serverHostOf', () => {
  it("reads a server's name, its address or a handle on it as the server", () => {
    for (const typed of [
      'mastodon.social',
      ' Mastodon.Social ',
      'https://mastodon.social/',
      '@me@mastodon.social',
      'me@mastodon.social',
    ])
      expect(serverHostOf(typed), typed).toBe('mastodon.social')
  })

  it('has none for what is no DNS name', () => {
    for (const typed of [
      '',
      'localhost',
      'not a server',
      'javascript:alert(1)',
      'a..b',
      '-x.example',
      'x.example:8080',
    ])
      expect(serverHostOf(typed), typed).toBeNull()
  })
})

describe('loadSharePage', () => {
  const BASE = 'https://news.example'
  it("prefills the reader's server's share form with the title and address of our page", () => {
    const page = loadSharePage({ url: `${BASE}/harbor-pms/keys`, title: 'Keys & more', server: 'social.example' }, BASE)
    expect(page.target).toEqual({
      host: 'social.example',
      url: `https://social.example/share?text=${encodeURIComponent(`Keys & more ${BASE}/harbor-pms/keys`)}`,
    })
    expect(page.problem).toBeNull()
  })

  it("shares no one else's page, and says why a server is refused", () => {
    expect(loadSharePage({ url: 'https://news.example.evil/x', server: 'social.example' }, BASE)).toMatchObject({
      shared: null,
      target: null,
    })
    expect(loadSharePage({ url: `${BASE}/a/b`, server: 'no' }, BASE).problem).toBe(
      `"no" is not a server's address: write your server's name, such as mastodon.social.`,
    )
  })
})
