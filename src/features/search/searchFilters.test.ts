import { describe, expect, it } from 'vitest'

import { askedFilters, type FilterOptions, resolveFilters } from './searchFilters'

const options: FilterOptions = {
  tag: [{ id: 7, name: 'Cloud', slug: 'cloud' }],
  pms: [{ id: 3, name: 'Harbor PMS', slug: 'harbor-pms' }],
  category: [{ id: 5, name: 'News', slug: 'news' }],
}

describe('askedFilters', () => {
  it('takes each filter’s value, trimmed, and leaves out empty ones (the form’s “any”)', () => {
    const values: Record<string, string | null> = { tag: ' cloud ', pms: '', category: null }
    expect(askedFilters((name) => values[name] ?? null)).toEqual({ tag: 'cloud' })
  })
})

describe('resolveFilters', () => {
  it('turns slugs among the choices into the search filter, in the form’s order', () => {
    expect(resolveFilters({ category: 'news', tag: 'cloud', pms: 'harbor-pms' }, options)).toEqual({
      filter: { tagId: 7, pmsId: 3, categoryId: 5 },
      active: [
        { kind: 'tag', option: options.tag[0] },
        { kind: 'pms', option: options.pms[0] },
        { kind: 'category', option: options.category[0] },
      ],
      unknown: [],
    })
  })

  it('calls a slug no public record has unknown, as it calls what is no slug at all, and filters by neither', () => {
    const resolved = resolveFilters({ tag: 'hidden-tag', pms: 'Harbor PMS', category: 'news' }, options)
    expect(resolved.filter).toEqual({ categoryId: 5 })
    expect(resolved.unknown).toEqual([
      { kind: 'tag', slug: 'hidden-tag' },
      { kind: 'pms', slug: 'Harbor PMS' },
    ])
  })

  it('is no filter at all when none is asked for', () => {
    expect(resolveFilters({}, options)).toEqual({ filter: {}, active: [], unknown: [] })
  })
})
