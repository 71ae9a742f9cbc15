import { describe, expect, it } from 'vitest'

import { listInWords } from './listInWords'

const textListInWords = (items: string[]) =>
  listInWords(items)
    .map(({ item, after }) => item + after)
    .join('')

describe('listInWords', () => {
  it('joins two with "and", three or more with commas and a last "and"', () => {
    expect(textListInWords(['A'])).toBe('A')
    expect(textListInWords(['A', 'B'])).toBe('A and B')
    expect(textListInWords(['A', 'B', 'C'])).toBe('A, B and C')
  })

  it('gives each item, in order, with the words after it', () => {
    expect(listInWords([{ n: 1 }, { n: 2 }, { n: 3 }])).toEqual([
      { item: { n: 1 }, after: ', ' },
      { item: { n: 2 }, after: ' and ' },
      { item: { n: 3 }, after: '' },
    ])
    expect(listInWords([7])).toEqual([{ item: 7, after: '' }])
  })
})
