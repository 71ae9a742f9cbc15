import { describe, expect, it } from 'vitest'

import { datedCorrections } from './articleCorrections'

const NOW = new Date('2026-12-02T10:00:00.000Z')
const published = [{ id: 'a', kind: 'correction', text: 'Old.', date: '2026-11-01T08:00:00.000Z' }]

describe('datedCorrections', () => {
  it('keeps the date of a note the public article had, whatever date a save sends, and dates a new one now', () => {
    const { rows, added } = datedCorrections(
      [
        { id: 'a', kind: 'correction', text: 'Old, reworded.', date: '2020-01-01T00:00:00.000Z' },
        { id: 'b', kind: 'update', text: 'New.', date: '2020-01-01T00:00:00.000Z' },
      ],
      published,
      { now: NOW, draft: false, keepGiven: false },
    )
    expect(rows.map((row) => row.date)).toEqual(['2026-11-01T08:00:00.000Z', NOW.toISOString()])
    expect(added).toBe(1)
  })

  it('leaves a new note undated in a draft, for publishing to date', () => {
    const { rows, added } = datedCorrections([{ kind: 'update', text: 'New.' }], published, {
      now: NOW,
      draft: true,
      keepGiven: false,
    })
    expect(rows).toEqual([{ kind: 'update', text: 'New.', date: null }])
    expect(added).toBe(1)
  })

  it('keeps the dates a restore or an import carries', () => {
    const { rows, added } = datedCorrections(
      [{ kind: 'update', text: 'Then.', date: '2025-05-05T05:00:00.000Z' }],
      [],
      {
        now: NOW,
        draft: false,
        keepGiven: true,
      },
    )
    expect(rows[0]!.date).toBe('2025-05-05T05:00:00.000Z')
    expect(added).toBe(0)
  })
})
