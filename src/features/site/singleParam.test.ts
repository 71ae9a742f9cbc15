import { describe, expect, it } from 'vitest'

import { singleParam } from './singleParam'

describe('singleParam', () => {
  it('takes one bounded string, and nothing else', () => {
    expect(singleParam('abc')).toBe('abc')
    expect(singleParam(['a', 'b'])).toBeUndefined()
    expect(singleParam(undefined)).toBeUndefined()
    expect(singleParam('x'.repeat(201))).toBeUndefined()
    expect(singleParam('x'.repeat(5), 4)).toBeUndefined()
  })
})
