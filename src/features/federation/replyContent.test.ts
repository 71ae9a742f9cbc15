import { expect, it } from 'vitest'

import { replyContent } from './replyContent'

it("keeps a reply's paragraphs, breaks and links, marked as the author's, and nothing that could run", () => {
  expect(
    replyContent(
      '<p>Nice <a href="https://x.example/@a" class="mention">@<span>a</span></a><br>line</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">js</a>',
    ),
  ).toBe(
    '<p>Nice <a href="https://x.example/@a" rel="nofollow ugc noopener">@<span>a</span></a><br />line</p><a rel="nofollow ugc noopener">js</a>',
  )
})

it('cuts a reply at a few thousand characters, still well formed', () => {
  const cut = replyContent(`<p>${'word '.repeat(5_000)}</p>`)
  expect(cut.length).toBeLessThan(5_100)
  expect(cut.endsWith('</p>…')).toBe(true)
})

it('keeps a reply with a NUL or another control character, without it: PostgreSQL would refuse to store it', () => {
  expect(replyContent('<p>Nice\u0000 one\u0007</p><a href="https://x.example/\u0000a">x</a>')).toBe(
    '<p>Nice one</p><a href="https://x.example/a" rel="nofollow ugc noopener">x</a>',
  )
})
