import { describe, expect, it } from 'vitest'

import type { ArchiveShape } from '../../content/articles/archiveShape'
import { firstWindowFor } from './articleCandidates'

const shape: ArchiveShape = {
  total: 100_000,
  dateBounds: [],
  lexemes: new Map([
    ['hotel', 0.9],
    ['channel', 0.08],
    ['manag', 0.1],
    ['management', 0.02],
  ]),
}

describe('firstWindowFor', () => {
  it('sizes the first window from the rarest word that must appear', () => {
    // 1.5 × 301 matches wanted, 8 % of articles hold "channel".
    expect(firstWindowFor("'channel' & 'manag'", shape)).toBe(Math.ceil((1.5 * 301) / 0.08))
  })

  it('never goes below the smallest window, and counts a prefix as its commonest completion', () => {
    expect(firstWindowFor("'hotel'", shape)).toBe(600)
    expect(firstWindowFor("'channel' & 'manag':*", shape)).toBe(Math.ceil((1.5 * 301) / 0.08))
  })

  it('searches the whole archive at once for a word the statistics do not list', () => {
    expect(firstWindowFor("'hotel' & 'kestrel'", shape)).toBe(Infinity)
  })

  it('starts small for or-queries and negations, and without statistics', () => {
    expect(firstWindowFor("'channel' | 'kestrel'", shape)).toBe(600)
    expect(firstWindowFor("'channel' & !'hotel'", shape)).toBe(600)
    expect(firstWindowFor("'channel'", { ...shape, lexemes: new Map() })).toBe(600)
  })
})
