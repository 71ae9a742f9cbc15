import { describe, expect, it } from 'vitest'

import { lineDiff } from './lineDiff'

describe('lineDiff', () => {
  it('keeps the lines both texts share and marks what went and what came, in order', () => {
    expect(lineDiff('# Title\nOld line\nKept', '# Title\nNew line\nKept\nAdded')).toEqual([
      { kind: 'same', text: '# Title' },
      { kind: 'removed', text: 'Old line' },
      { kind: 'added', text: 'New line' },
      { kind: 'same', text: 'Kept' },
      { kind: 'added', text: 'Added' },
    ])
  })

  it('shows a text that did not change as kept, and one from nothing as added', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true)
    expect(lineDiff('', 'x')).toEqual([
      { kind: 'removed', text: '' },
      { kind: 'added', text: 'x' },
    ])
  })
})
