import sanitizeHtml from 'sanitize-html'
import { describe, expect, it, vi } from 'vitest'

import packageJson from '../../../package.json' with { type: 'json' }
import { MARKDOWN_HTML_RENDERER, markdownToHtml } from './markdownToHtml'

// The real sanitizer, counted: each render of a body sanitises it once.
vi.mock('sanitize-html', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: typeof sanitizeHtml }
  return { default: Object.assign(vi.fn(actual.default), actual.default) }
})
const renders = vi.mocked(sanitizeHtml)

const site = 'https://news.example'
const render = (markdown: string) => markdownToHtml(markdown, site)

describe('markdownToHtml', () => {
  it('renders markdown: headings, emphasis, lists, tables, code and links', () => {
    const html = render(
      '## Rates\n\n**Bold** and *em*.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`x`\n\n[home](/)',
    )
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

  it('renders a body once and keeps it, per site origin, dropping the least recently used past its size', () => {
    const body = `A body kept once ${Math.random()}`
    renders.mockClear()
    expect(render(body)).toBe(render(body))
    expect(renders).toHaveBeenCalledTimes(1)
    markdownToHtml(body, 'https://other.example')
    expect(renders).toHaveBeenCalledTimes(2)
    // Bodies of a million characters each, twice that kept with their HTML: past four million only the newest stay.
    const big = (n: number) => `${'x'.repeat(1_000_000)} ${n} ${body}`
    for (let n = 1; n <= 5; n += 1) render(big(n))
    renders.mockClear()
    render(big(5))
    expect(renders).not.toHaveBeenCalled()
    render(big(1))
    expect(renders).toHaveBeenCalledTimes(1)
  })
})

describe('MARKDOWN_HTML_RENDERER', () => {
  // Renderings kept in the database are made anew only when this name changes (src/content/articles/renderedBodies.ts).
  it("names the installed renderer's versions", () => {
    expect(MARKDOWN_HTML_RENDERER).toContain(`marked ${packageJson.dependencies.marked}`)
    expect(MARKDOWN_HTML_RENDERER).toContain(`sanitize-html ${packageJson.dependencies['sanitize-html']}`)
  })

  it('names these rules: a change of the rendering below needs a new name', () => {
    expect(MARKDOWN_HTML_RENDERER).toBe('marked 18.2.1, sanitize-html 2.18.1, rules 1')
    expect(
      markdownToHtml(
        '# Title\n\n<abbr title="x">PMS</abbr> [out](https://other.example/a) ![i](https://cdn.example/i.webp)\n\n<iframe src="x"></iframe>',
        'https://rules.example',
      ),
    ).toBe(
      '<h2>Title</h2>\n<p><abbr title="x">PMS</abbr> <a href="https://other.example/a" rel="noopener nofollow">out</a> <img src="https://cdn.example/i.webp" alt="i" loading="lazy" /></p>\n',
    )
  })
})
