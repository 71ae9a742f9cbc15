import { describe, expect, it } from 'vitest'

import { htmlToMarkdown, imageUrlsOf } from './htmlToMarkdown'
import { wordpressHtml } from './wordpressContent'

const convert = (html: string, images = new Map<string, string>()) => htmlToMarkdown(html, 'https://old.test', images)

describe('imported HTML as markdown', () => {
  it('writes headings, lists, quotes, code and tables', () => {
    const { markdown, warnings } = convert(
      '<h2>Rates</h2><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote><p>Quoted.</p></blockquote>' +
        '<pre><code class="language-js">let a = 1</code></pre><pre>plain\npre</pre>' +
        '<table><thead><tr><th>PMS</th><th>Price</th></tr></thead><tbody><tr><td>Harbor</td><td>$1</td></tr></tbody></table>',
    )
    expect(markdown).toBe(
      [
        '## Rates',
        '-   One\n-   Two',
        '1.  First',
        '> Quoted.',
        '```js\nlet a = 1\n```',
        '```\nplain\npre\n```',
        '| PMS | Price |\n| --- | --- |\n| Harbor | $1  |',
      ].join('\n\n'),
    )
    expect(warnings).toEqual([])
  })

  it('drops scripts, styles, frames and event handlers, and keeps an unknown element as its text with a warning', () => {
    const { markdown, warnings } = convert(
      '<p onclick="steal()">Words <a href="javascript:steal()">link</a></p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://video.test/1"></iframe><blink>Kept</blink>',
    )
    expect(markdown).toBe('Words link\n\nKept')
    expect(warnings).toEqual([
      'the unknown element <blink> was kept as its text',
      'an embedded frame (https://video.test/1) was left out',
    ])
  })

  it("gives a figure's caption to its image as the title, makes a gallery its images, and names stored images by our path", () => {
    const stored = new Map([['https://old.test/wp-content/a.jpg', '/media/imports/a.webp']])
    const { markdown } = convert(
      '<figure><img src="/wp-content/a.jpg" alt="Desk"><figcaption>The <em>front</em> desk</figcaption></figure>' +
        '<figure class="gallery"><img src="https://cdn.test/1.jpg" alt=""><img src="https://cdn.test/2.jpg" alt=""><figcaption>Two</figcaption></figure>',
      stored,
    )
    expect(markdown).toBe(
      '![Desk](</media/imports/a.webp> "The front desk")\n\n![](<https://cdn.test/1.jpg>)\n\n![](<https://cdn.test/2.jpg>)\n\nTwo',
    )
  })

  it("lists a post's images once each, relative ones made absolute", () => {
    expect(
      imageUrlsOf(
        '<img src="/a.jpg"><img src="https://cdn.test/b.png?x=1&amp;y=2"><img src="/a.jpg">',
        'https://old.test',
      ),
    ).toEqual(['https://old.test/a.jpg', 'https://cdn.test/b.png?x=1&y=2'])
  })
})

describe("WordPress's classic content", () => {
  it('gets paragraphs and line breaks, captions as figures and galleries as the images of their attachments', () => {
    const attachments = new Map([['7', 'https://old.test/7.jpg']])
    const { html, warnings } = wordpressHtml(
      'One line\nnext line\n\n[caption id="x"]<img src="https://old.test/c.jpg"> A caption[/caption]\n\n[gallery ids="7,8"]\n\n[gallery]\n\n[contact-form]',
      attachments,
      [],
    )
    expect(html).toBe(
      [
        '<p>One line<br>\nnext line</p>',
        '<figure><img src="https://old.test/c.jpg"> <figcaption>A caption</figcaption></figure>',
        '<div><p><img src="https://old.test/7.jpg" alt=""></p></div>',
        '<p>[contact-form]</p>',
      ].join('\n'),
    )
    expect(warnings).toEqual([
      'a [gallery] whose images are not in the export was left out',
      'the shortcode [contact-form] was kept as text',
    ])
  })
})
