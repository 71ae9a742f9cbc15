import { describe, expect, it } from 'vitest'

import { givenFields } from './givenFields'

describe('givenFields', () => {
  it('leaves out the fields whose value is undefined, and keeps null (a field cleared) in its place', () => {
    const given = givenFields({ name: 'Mews', vendor: undefined, tagline: null, is_published: false })
    expect(given).toEqual({ name: 'Mews', tagline: null, is_published: false })
    expect(Object.keys(given)).toEqual(['name', 'tagline', 'is_published'])
  })
})
