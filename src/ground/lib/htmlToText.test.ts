import { expect, it } from 'vitest'

import { htmlToText } from './htmlToText'

it('reads a reply as one line of text: paragraphs and breaks as spaces, tags gone, entities read back', () => {
  expect(
    htmlToText('<p>Great <a href="https://x.example/@a">@<span>a</span></a> &amp; co.</p><p>Second<br>line &lt;3</p>'),
  ).toBe('Great @a & co. Second line <3')
  expect(htmlToText('<script>alert(1)</script>plain')).toBe('plain')
})
