import { createHash } from 'node:crypto'
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { appDocument, checkedSiteOrigin } from './appDocument'
import { ARTICLE_CARD_URI, articleCardHtml, articleCardUi } from './articleCard'
import { COMPARISON_TABLE_URI, comparisonTableHtml, comparisonTableUi } from './comparisonTable'

const SITE = 'https://pms.news'

/** Every match of `pattern`'s first group in `html`. */
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)

function partsOf(html: string) {
  const [policy] = all(html, /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)
  const directives = new Map(
    policy!
      .replaceAll('&#39;', "'")
      .split('; ')
      .map((directive) => [directive.split(' ')[0]!, directive.slice(directive.indexOf(' ') + 1)] as const),
  )
  return {
    directives,
    scripts: all(html, /<script>([\s\S]*?)<\/script>/g),
    styles: all(html, /<style>([\s\S]*?)<\/style>/g),
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe.each([
  { name: 'the article card', uri: ARTICLE_CARD_URI, html: articleCardHtml(SITE), ui: articleCardUi(SITE) },
  {
    name: 'the comparison table',
    uri: COMPARISON_TABLE_URI,
    html: comparisonTableHtml(SITE),
    ui: comparisonTableUi(SITE),
  },
])('$name', ({ uri, html, ui }) => {
  it('is a ui:// resource whose _meta.ui declares the site origin and asks for a border', () => {
    expect(uri).toMatch(/^ui:\/\/pms-news\/[a-z-]+\.html$/)
    expect(ui).toEqual({ csp: { resourceDomains: ['https://pms.news'] }, prefersBorder: true })
  })

  it('is one self-contained HTML5 document: one inline script, one inline style, nothing loaded from elsewhere', () => {
    expect(html.startsWith('<!doctype html>\n<html lang="en" data-site-origin="https://pms.news">')).toBe(true)
    expect(html.trimEnd().endsWith('</html>')).toBe(true)
    expect(html).not.toMatch(/<script[^>]*\ssrc\s*=/i)
    expect(html).not.toMatch(/<link\b/i)
    expect(partsOf(html).styles[0]).not.toMatch(/@import|url\(/)
    expect(html.match(/<script\b/g)).toHaveLength(1)
    expect(html.match(/<style\b/g)).toHaveLength(1)
  })

  it('declares a policy that lets in its own inline script and style by their hashes, pictures from the site, and nothing else', () => {
    const { directives, scripts, styles } = partsOf(html)
    expect([...directives.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'base-uri',
      'form-action',
    ])
    expect(directives.get('default-src')).toBe("'none'")
    expect(directives.get('script-src')).toBe(sha256(scripts[0]!))
    expect(directives.get('style-src')).toBe(sha256(styles[0]!))
    expect(directives.get('img-src')).toBe('https://pms.news')
    expect(directives.get('base-uri')).toBe("'none'")
    expect(directives.get('form-action')).toBe("'none'")
    // The policy comes before anything it governs.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'))
  })

  it('has a script that parses, builds nothing from markup and loads nothing itself', () => {
    const [script] = partsOf(html).scripts
    expect(() => new vm.Script(script!)).not.toThrow()
    for (const sink of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'document.write', 'eval(', 'Function(']) {
      expect(script, sink).not.toContain(sink)
    }
    for (const loader of ['fetch(', 'XMLHttpRequest', 'WebSocket', 'import(', 'localStorage']) {
      expect(script, loader).not.toContain(loader)
    }
    expect(script).not.toMatch(/<\/script/i)
  })
})

describe('the site origin', () => {
  it('must be an http(s) origin with nothing after it', () => {
    expect(checkedSiteOrigin('http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321')
    for (const bad of [
      'https://pms.news/',
      'https://pms.news/news',
      'javascript:alert(1)',
      'ftp://pms.news',
      'pms.news',
      '',
    ]) {
      expect(() => articleCardHtml(bad), bad).toThrow(
        `siteOrigin must be an http(s) origin such as https://pms.news, not ${JSON.stringify(bad)}`,
      )
    }
  })

  it('is the only origin the policy lets pictures come from', () => {
    const html = appDocument({ title: 'A view', siteOrigin: 'http://127.0.0.1:4321', script: 'void 0', style: '' })
    expect(partsOf(html).directives.get('img-src')).toBe('http://127.0.0.1:4321')
  })
})
