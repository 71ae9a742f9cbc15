import { describe, expect, it } from 'vitest'

import { mentionedIn } from './mentions'

const staff = [
  { id: 1, email: 'ann@example.com', name: 'Ann Lee' },
  { id: 2, email: 'bob.smith@example.com', name: 'Bob Smith' },
  { id: 3, email: 'ann.other@example.com', name: 'Ann Other' },
  { id: 4, email: 'dora@example.com', name: null },
]

describe('mentionedIn', () => {
  it('finds staff by address, by name without spaces and by a first name no one else has', () => {
    expect(mentionedIn('@bob.smith and @AnnLee, @dora.', staff)).toEqual([2, 1, 4])
    expect(mentionedIn('Ask @Bob', staff)).toEqual([2])
  })

  it('names no one by a first name two people share, by a last name, by an address or by an unknown handle', () => {
    expect(mentionedIn('@Bob: @Lee, write to dora@example.com or @nobody', staff)).toEqual([2])
    expect(
      mentionedIn(
        '@Ann.',
        [staff[0]!, staff[2]!].map((p) => ({ ...p, email: `x${p.id}@example.com` })),
      ),
    ).toEqual([])
  })

  it('names each person once, whatever the case', () => {
    expect(mentionedIn('@ANN @ann (@Ann.Other)', staff)).toEqual([1, 3])
  })
})
