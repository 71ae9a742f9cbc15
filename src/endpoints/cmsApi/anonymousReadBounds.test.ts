import { describe, expect, it } from 'vitest'

import { readBoundsProblem, readQueryOf } from './anonymousReadBounds'

const problem = (query: string) => readBoundsProblem(new URLSearchParams(query))

describe('readBoundsProblem', () => {
  it('lets a read of up to 100 documents at depth 2 through', () => {
    expect(problem('')).toBeNull()
    expect(problem('limit=100&depth=2&page=7')).toBeNull()
  })

  it('refuses more documents, all of them, or a deeper read', () => {
    expect(problem('limit=101')).toBe('The query parameter limit must be from 1 to 100 without signing in.')
    expect(problem('limit=0')).toBe('The query parameter limit must be from 1 to 100 without signing in.')
    expect(problem('pagination=false')).toBe('The query parameter limit must be from 1 to 100 without signing in.')
    expect(problem('depth=3')).toBe('The query parameter depth must be at most 2 without signing in.')
  })

  it('reads the form body of a method-overridden read too', () => {
    const request = new Request('http://cms.test/cms-api/articles?depth=0', { method: 'POST' })
    expect(readBoundsProblem(readQueryOf(request, 'limit=5000'))).toMatch(/^The query parameter limit/)
    expect(readBoundsProblem(readQueryOf(request, undefined))).toBeNull()
  })
})
