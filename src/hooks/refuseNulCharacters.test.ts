import { describe, expect, it } from 'vitest'

import { pathsWithNul } from './refuseNulCharacters'

describe('pathsWithNul', () => {
  it('names every string with a NUL by its dotted path, through groups, arrays and rich text', () => {
    const data = {
      title: 'ok',
      body: 'a\u0000b',
      links: [{ name: 'ok' }, { name: '\u0000' }],
      rich: { root: { children: [{ text: 'x\u0000' }] } },
      count: 3,
      none: null,
    }
    expect(pathsWithNul(data)).toEqual(['body', 'links.1.name', 'rich.root.children.0.text'])
    expect(pathsWithNul({ title: 'clean', list: ['a', 'b'] })).toEqual([])
    expect(pathsWithNul(undefined)).toEqual([])
  })
})
