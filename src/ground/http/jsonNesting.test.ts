import { describe, expect, it } from 'vitest'

import { jsonNesting } from './jsonNesting'

describe('jsonNesting', () => {
  it('counts the deepest array or object', () => {
    expect(jsonNesting('1')).toBe(0)
    expect(jsonNesting('{"a":[1,{"b":[]}]}')).toBe(4)
    expect(jsonNesting(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(5000)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNesting('{"a":"[[[{{{"}')).toBe(1)
    expect(jsonNesting('{"a":"\\"[[[","b":[]}')).toBe(2)
  })
})
