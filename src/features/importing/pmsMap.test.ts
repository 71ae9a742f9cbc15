import { describe, expect, it } from 'vitest'

import { parsePmsMap, pmsSlugFor } from './pmsMap'
import { SourceFileRefused, type SourcePost } from './sourcePost'

const post = (categories: string[], tags: string[]) =>
  ({
    categories: categories.map((slug) => ({ slug, name: slug })),
    tags: tags.map((slug) => ({ slug, name: slug })),
  }) as SourcePost

describe('the PMS map', () => {
  it('reads JSON and lines in each separator the docs name, ignoring comments and case', () => {
    expect(parsePmsMap('{"Opera-News": "opera-cloud"}')).toEqual(new Map([['opera-news', 'opera-cloud']]))
    const lines = parsePmsMap(
      '# rules\nopera → opera-cloud\nmews -> mews\nprotel = protel-air\ncloudbeds: cloudbeds\napaleo apaleo\n',
    )
    expect([...lines]).toEqual([
      ['opera', 'opera-cloud'],
      ['mews', 'mews'],
      ['protel', 'protel-air'],
      ['cloudbeds', 'cloudbeds'],
      ['apaleo', 'apaleo'],
    ])
  })

  it('refuses a line it cannot read, naming it', () => {
    expect(() => parsePmsMap('opera\n')).toThrow(SourceFileRefused)
    expect(() => parsePmsMap('a b c\n')).toThrow('line 1 is not')
    expect(() => parsePmsMap('{"a": 1}')).toThrow('"a" is not a PMS slug')
  })

  it('takes the first category with a rule, then the first tag, then the default', () => {
    const map = parsePmsMap('news harbor-pms\nopera opera-cloud\n')
    expect(pmsSlugFor(post(['misc', 'opera'], ['news']), map, 'fallback')).toBe('opera-cloud')
    expect(pmsSlugFor(post(['misc'], ['x', 'news']), map, 'fallback')).toBe('harbor-pms')
    expect(pmsSlugFor(post(['misc'], []), map, 'fallback')).toBe('fallback')
    expect(pmsSlugFor(post(['misc'], []), map, null)).toBeNull()
  })
})
