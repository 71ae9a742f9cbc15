import { describe, expect, it } from 'vitest'

import { preferredRepresentation } from './negotiate'

const chosenFor = (...accepts: Array<string | null>) => accepts.map(preferredRepresentation)

describe('preferredRepresentation', () => {
  it('serves HTML when the header is missing, empty or names neither representation', () => {
    expect(chosenFor(null, '', 'text/html', 'application/json')).toEqual(['html', 'html', 'html', 'html'])
  })

  it('serves markdown to a client that names it, in any letter case', () => {
    expect(chosenFor('text/markdown', 'TEXT/Markdown', 'text/markdown;q=0.3')).toEqual([
      'markdown',
      'markdown',
      'markdown',
    ])
  })

  it('follows q-values, and prefers HTML on a tie', () => {
    expect(
      chosenFor('text/markdown;q=0.9, text/html', 'text/html;q=0.5, text/markdown', 'text/markdown, text/html;q=0.9'),
    ).toEqual(['html', 'markdown', 'markdown'])
    expect(chosenFor('text/markdown, text/html', 'text/markdown; charset=utf-8; q=0.7, text/html; q=0.6')).toEqual([
      'html',
      'markdown',
    ])
  })

  it('reads a wildcard as HTML unless markdown is named beside it, as browsers send it', () => {
    expect(chosenFor('*/*', 'text/*', 'text/html, application/xhtml+xml, application/xml;q=0.9, */*;q=0.8')).toEqual([
      'html',
      'html',
      'html',
    ])
    expect(chosenFor('text/markdown, */*', 'text/markdown, */*;q=0.8')).toEqual(['markdown', 'markdown'])
  })

  it('answers ActivityStreams to a social web server that names it outright', () => {
    expect(
      chosenFor(
        'application/activity+json',
        'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams", text/html;q=0.1',
        'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
        'APPLICATION/ACTIVITY+JSON;q=0.5, text/html;q=0.5',
      ),
    ).toEqual(['activity', 'activity', 'activity', 'activity'])
  })

  it('answers a page to JSON-LD of other vocabularies, to wildcards, and to a browser that ranks HTML first', () => {
    expect(
      chosenFor(
        'application/ld+json',
        'application/ld+json; profile="https://schema.org"',
        'application/*, */*',
        'text/html, application/activity+json;q=0.5',
        'application/activity+json;q=0',
      ),
    ).toEqual(['html', 'html', 'html', 'html', 'html'])
  })

  it('reads q=0 as "not this one" and a q that is not a number as q=0', () => {
    expect(
      chosenFor('text/markdown;q=0', 'text/html;q=0, text/markdown;q=0.1', 'text/markdown;q=banana, text/html;q=0.1'),
    ).toEqual(['html', 'markdown', 'html'])
  })

  it('answers a header it has seen before as it did the first time, also past the few hundred it remembers', () => {
    const headers = Array.from({ length: 600 }, (_, i) =>
      i % 2 ? `text/markdown;q=0.${(i % 9) + 1}, text/html;q=0.05` : `text/html, text/markdown;q=0.${(i % 9) + 1}`,
    )
    const first = headers.map((header) => preferredRepresentation(header))
    expect(new Set(first)).toEqual(new Set(['html', 'markdown']))
    expect(headers.map((header) => preferredRepresentation(header))).toEqual(first)
    expect(first.every((answer, i) => answer === (i % 2 ? 'markdown' : 'html'))).toBe(true)
  })

  it('stays cheap on a hostile header', () => {
    expect(preferredRepresentation(`${'x/y;q=1,'.repeat(10_000)}text/markdown`)).toBe('html')
  })
})
