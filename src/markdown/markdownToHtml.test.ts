import { describe, expect, it } from 'vitest'

import { markdownToHtml } from './markdownToHtml'

const site = 'https://news.example'
const render = (markdown: string) => markdownToHtml(markdown, site)

describe('markdownToHtml', () => {
  it('renders markdown: headings, emphasis, lists, tables, code and links', () => {
    const html = render('## Rates\n\n**Bold** and *em*.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`x`\n\n[home](/)')
    expect(html).toContain('<h2>Rates</h2>')
    expect(html).toContain('<strong>Bold</strong>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<td>1</td>')
    expect(html).toContain('<code>x</code>')
    expect(html).toContain('<a href="/">home</a>')
  })

  it.each([
    ['a script element', '<script>alert(1)</script>', /<script/i],
    ['an event handler', '<img src="https://x.example/a.png" onerror="alert(1)">', /onerror/i],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript:/i],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', /data:/i],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ['inline style', '<p style="position:fixed">x</p>', /style=/i],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input/i],
    ['an svg with script', '<svg><script>alert(1)</script></svg>', /<svg|<script/i],
    ['an object', '<object data="x.swf"></object>', /<object/i],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', /\/\/evil\.example/],
  ])('removes %s', (_name, markdown, forbidden) => {
    expect(render(markdown)).not.toMatch(forbidden)
  })

  it('marks links to other sites noopener nofollow, and leaves our own alone', () => {
    expect(render('[a](https://other.example/x)')).toContain('rel="noopener nofollow"')
    expect(render('[a](https://news.example/x)')).not.toContain('rel=')
  })

  it('turns a body heading of level 1 into level 2, under the page title', () => {
    expect(render('# Inside')).toBe('<h2>Inside</h2>\n')
  })
})
