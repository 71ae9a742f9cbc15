import { describe, expect, it } from 'vitest'

import { absoluteLinks } from './absoluteLinks'

describe('absoluteLinks', () => {
  it('makes site-relative links and images absolute, and leaves the rest', () => {
    const base = 'https://news.example'
    expect(absoluteLinks('See [the glossary](/glossary/pms) and ![x](/media/a.webp).', base)).toBe(
      'See [the glossary](https://news.example/glossary/pms) and ![x](https://news.example/media/a.webp).',
    )
    expect(absoluteLinks('[a](https://other.example/x) [b](//cdn.example/y) [c](#top)', base)).toBe(
      '[a](https://other.example/x) [b](//cdn.example/y) [c](#top)',
    )
    expect(absoluteLinks('[ref]: /compare/a-vs-b', base)).toBe('[ref]: https://news.example/compare/a-vs-b')
  })
})
