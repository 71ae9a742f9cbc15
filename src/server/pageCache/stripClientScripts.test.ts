import { describe, expect, it } from 'vitest'

import { stripClientScripts } from './stripClientScripts'

describe('stripClientScripts', () => {
  it('removes scripts, inline and external, and script preloads, and keeps JSON-LD and stylesheets', () => {
    const html = [
      '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/b.js"/>',
      '<script src="/c.js" async=""></script><script src="/p.js" noModule=""></script></head>',
      '<body><script type="application/ld+json">{"@type":"NewsArticle"}</script><p>Text</p>',
      '<script>self.__next_f.push([1,"x<y"])</script><script id="_R_">(globalThis.T||[]).push({})</script></body>',
    ].join('')
    expect(stripClientScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><script type="application/ld+json">{"@type":"NewsArticle"}</script><p>Text</p></body>',
    )
  })
})
