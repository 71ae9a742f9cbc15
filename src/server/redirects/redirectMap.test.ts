/**
 * The router's redirects in memory (./redirectMap.ts): where a read has moved, HTML and `.md`, and which changes make
 * it read the redirects again, never two readings at once.
 */
import { describe, expect, it } from 'vitest'

import type { RedirectRow } from '../../content/redirects/redirectReads'
import { createRedirectMap } from './redirectMap'

const BASE = 'https://news.example'

function mapOf(rows: RedirectRow[]) {
  const state = { rows, reads: 0, running: 0, mostAtOnce: 0 }
  const map = createRedirectMap({
    baseUrl: BASE,
    log: () => undefined,
    load: async () => {
      state.reads += 1
      state.running += 1
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running)
      await new Promise((resolve) => setImmediate(resolve))
      state.running -= 1
      return state.rows
    },
  })
  return { map, state }
}

const change = (...tags: string[]) => ({ write: 'w', tags })

describe('createRedirectMap', () => {
  it('answers an old address with its target, the .md form of an article with the target’s, and keeps the query', async () => {
    const { map } = mapOf([
      { from: '/old-pms/story', to: '/new-pms/story' },
      { from: '/old-pms', to: '/new-pms' },
      { from: '/2019/05/post', to: 'https://vendor.example/post' },
    ])
    await map.reload()
    expect(map.locationOf('/old-pms/story')).toBe(`${BASE}/new-pms/story`)
    expect(map.locationOf('/old-pms/story.md')).toBe(`${BASE}/new-pms/story.md`)
    expect(map.locationOf('/old-pms/story/?page=2')).toBe(`${BASE}/new-pms/story?page=2`)
    expect(map.locationOf('/old-pms.md')).toBe(`${BASE}/new-pms`)
    expect(map.locationOf('/2019/05/post?x=1')).toBe('https://vendor.example/post')
    expect(map.locationOf('/new-pms/story')).toBeNull()
  })

  it('sends a moved list’s feeds to the feeds of the list it moved to, and no other feed anywhere', async () => {
    const { map } = mapOf([
      { from: '/tags/old-tag', to: '/tags/new-tag' },
      { from: '/categories/old', to: '/categories/new' },
      { from: '/authors/ada', to: '/authors/ada-lovelace' },
      { from: '/old-pms', to: '/new-pms' },
      { from: '/tags/to-article', to: '/new-pms/story' },
      { from: '/tags/elsewhere', to: 'https://vendor.example/tags/x' },
    ])
    await map.reload()
    expect(map.locationOf('/tags/old-tag/feed.xml')).toBe(`${BASE}/tags/new-tag/feed.xml`)
    expect(map.locationOf('/tags/old-tag/feed.json?x=1')).toBe(`${BASE}/tags/new-tag/feed.json?x=1`)
    expect(map.locationOf('/tags/old-tag.md')).toBe(`${BASE}/tags/new-tag`)
    expect(map.locationOf('/categories/old/feed.json')).toBe(`${BASE}/categories/new/feed.json`)
    expect(map.locationOf('/authors/ada/feed.xml')).toBe(`${BASE}/authors/ada-lovelace/feed.xml`)
    expect(map.locationOf('/old-pms/feed.xml')).toBe(`${BASE}/new-pms/feed.xml`)
    expect(map.locationOf('/tags/to-article/feed.xml')).toBeNull()
    expect(map.locationOf('/tags/elsewhere/feed.xml')).toBeNull()
    expect(map.locationOf('/tags/new-tag/feed.xml')).toBeNull()
    expect(map.locationOf('/tags/old-tag/feed.rss')).toBeNull()
  })

  it('answers WordPress’s /?p=ID exactly, without its query, and leaves the home page with any other query alone', async () => {
    const { map } = mapOf([
      { from: '/?p=123', to: '/harbor-pms/imported-post' },
      { from: '/?p=7', to: 'https://vendor.example/post' },
    ])
    await map.reload()
    expect(map.locationOf('/?p=123')).toBe(`${BASE}/harbor-pms/imported-post`)
    expect(map.locationOf('/?p=7')).toBe('https://vendor.example/post')
    for (const home of [
      '/',
      '/?p=124',
      '/?p=123&utm_source=x',
      '/?utm_source=x&p=123',
      '/?page=2',
      '/?p=0123',
      '/?P=123',
    ])
      expect(map.locationOf(home), home).toBeNull()
  })

  it('reads again on a change to the redirects, to everything, or to a page at a redirect’s address only', async () => {
    const { map, state } = mapOf([{ from: '/old-pms/story', to: '/new-pms/story' }])
    await map.reload()
    expect(map.changed(change('article:other-pms/other', 'articles', 'home'))).toBeNull()
    await map.changed(change('article:old-pms/story'))
    await map.changed(change('redirects'))
    await map.changed(change('*'))
    expect(state.reads).toBe(4)
  })

  it('never reads twice at once, and reads once more for changes heard during a reading', async () => {
    const { map, state } = mapOf([{ from: '/a', to: '/b' }])
    const first = map.reload()
    state.rows = [{ from: '/a', to: '/c' }]
    void map.changed(change('redirects'))
    await first
    await map.reload()
    expect([state.mostAtOnce, map.locationOf('/a')]).toEqual([1, `${BASE}/c`])
  })
})
