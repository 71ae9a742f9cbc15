import { describe, expect, it } from 'vitest'

import { preferredRepresentation } from './negotiate'

describe('preferredRepresentation', () => {
  it.each([
    [null, 'html'],
    ['', 'html'],
    ['text/html', 'html'],
    ['text/markdown', 'markdown'],
    ['TEXT/Markdown', 'markdown'],
    ['text/markdown;q=0.9, text/html', 'html'],
    ['text/html;q=0.5, text/markdown', 'markdown'],
    ['text/markdown, text/html;q=0.9', 'markdown'],
    ['text/markdown, text/html', 'html'],
    ['*/*', 'html'],
    ['text/*', 'html'],
    ['text/markdown, */*', 'markdown'],
    ['text/markdown, */*;q=0.8', 'markdown'],
    ['text/markdown;q=0', 'html'],
    ['text/markdown;q=0.3', 'markdown'],
    ['text/html;q=0, text/markdown;q=0.1', 'markdown'],
    ['application/json', 'html'],
    ['text/markdown;q=banana, text/html;q=0.1', 'html'],
    ['text/markdown; charset=utf-8; q=0.7, text/html; q=0.6', 'markdown'],
    ['text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8', 'html'],
  ])('%j → %s', (accept, expected) => {
    expect(preferredRepresentation(accept)).toBe(expected)
  })

  it('stays cheap on a hostile header', () => {
    expect(preferredRepresentation(`${'x/y;q=1,'.repeat(10_000)}text/markdown`)).toBe('html')
  })
})
