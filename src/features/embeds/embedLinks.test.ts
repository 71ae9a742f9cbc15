import { describe, expect, it } from 'vitest'

import { embedLinks, MAX_EMBEDS } from './embedLinks'
import { videoOf } from './embedProviders'

describe('embedLinks', () => {
  it('finds a URL alone on its line, an autolink and a paragraph that is one link, and nothing inside a sentence', () => {
    const body = [
      'Intro with a link to https://www.youtube.com/watch?v=aaaaaaaaaaa inside it.',
      'https://youtu.be/bbbbbbbbbbb',
      '<https://vimeo.com/123456>',
      '[https://bsky.app/profile/a.bsky.social/post/3kabc](https://bsky.app/profile/a.bsky.social/post/3kabc)',
      '[Watch](https://social.example/@ana/1234) and more words',
      '```\nhttps://youtu.be/ccccccccccc\n```',
      '- https://youtu.be/ddddddddddd',
    ].join('\n\n')
    expect(embedLinks(body)).toEqual([
      'https://youtu.be/bbbbbbbbbbb',
      'https://vimeo.com/123456',
      'https://bsky.app/profile/a.bsky.social/post/3kabc',
    ])
  })

  it('gives each link once, only http(s), and at most MAX_EMBEDS', () => {
    const many = Array.from({ length: MAX_EMBEDS + 3 }, (_, i) => `https://blog.example/post-${i}`)
    expect(embedLinks([...many, many[0]].join('\n\n'))).toEqual(many.slice(0, MAX_EMBEDS))
    expect(embedLinks('[x](javascript:alert(1))\n\n[y](mailto:a@b.example)')).toEqual([])
  })
})

describe('videoOf', () => {
  it('reads the video id of every form of YouTube and Vimeo address, and nothing else', () => {
    expect(videoOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual({
      provider: 'YouTube',
      videoId: 'dQw4w9WgXcQ',
    })
    expect(videoOf('https://youtu.be/dQw4w9WgXcQ')).toEqual({ provider: 'YouTube', videoId: 'dQw4w9WgXcQ' })
    expect(videoOf('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual({
      provider: 'YouTube',
      videoId: 'dQw4w9WgXcQ',
    })
    expect(videoOf('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', videoId: '76979871' })
    expect(videoOf('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(videoOf('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoOf('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
  })
})
