import { describe, expect, it } from 'vitest'

import { afterPosition, encodeCursor, type Keyset, keysetSort, positionOfCursor } from './pagination'

const BY_NAME: Keyset = { field: 'name', kind: 'text', direction: 'asc' }
const NEWEST: Keyset = { field: 'date', kind: 'date', direction: 'desc' }

describe('cursors', () => {
  it('stand for the last item of a page, and come back as they went out', () => {
    const position = { value: 'Harbor PMS', id: 7 }
    expect(positionOfCursor(encodeCursor(position), BY_NAME)).toEqual(position)
    expect(positionOfCursor(encodeCursor({ value: null, id: 3 }), NEWEST)).toEqual({ value: null, id: 3 })
    expect(positionOfCursor(undefined, BY_NAME)).toBeUndefined()
  })

  it('refuse what this server did not make', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    for (const cursor of [
      'made-up',
      forged({ page: 2 }),
      forged(['a', 0]),
      forged(['a', 2 ** 31]),
      forged(['a', 1.5]),
      forged([1, 2]),
      forged(['a\u0000', 2]),
      forged(['x'.repeat(301), 2]),
    ]) {
      expect(positionOfCursor(cursor, BY_NAME), cursor).toBeNull()
    }
    // Dates as Payload writes them, from year 0001: others would be a database error, not a refused cursor.
    for (const date of ['not a date', '0000-01-01T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '2026-01-01'])
      expect(positionOfCursor(forged([date, 2]), NEWEST), date).toBeNull()
    expect(positionOfCursor(forged(['2026-01-01T00:00:00.000Z', 2]), NEWEST)).toEqual({
      value: '2026-01-01T00:00:00.000Z',
      id: 2,
    })
  })
})

describe('keyset order', () => {
  it('sorts by the field, then by id in the same direction', () => {
    expect(keysetSort(BY_NAME)).toEqual(['name', 'id'])
    expect(keysetSort(NEWEST)).toEqual(['-date', '-id'])
  })

  it('continues after a position as PostgreSQL orders NULLs: last going up, first going down', () => {
    expect(afterPosition(BY_NAME, { value: 'M', id: 4 })).toEqual({
      or: [
        { name: { greater_than: 'M' } },
        { and: [{ name: { equals: 'M' } }, { id: { greater_than: 4 } }] },
        { name: { exists: false } },
      ],
    })
    expect(afterPosition(BY_NAME, { value: null, id: 4 })).toEqual({
      and: [{ name: { exists: false } }, { id: { greater_than: 4 } }],
    })
    expect(afterPosition(NEWEST, { value: '2026-01-01T00:00:00.000Z', id: 9 })).toEqual({
      or: [
        { date: { less_than: '2026-01-01T00:00:00.000Z' } },
        { and: [{ date: { equals: '2026-01-01T00:00:00.000Z' } }, { id: { less_than: 9 } }] },
      ],
    })
    expect(afterPosition(NEWEST, { value: null, id: 9 })).toEqual({
      or: [{ and: [{ date: { exists: false } }, { id: { less_than: 9 } }] }, { date: { exists: true } }],
    })
  })
})
