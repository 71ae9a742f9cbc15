import { describe, expect, it } from 'vitest'

import { dueDigest } from './digestSchedule'

describe('dueDigest', () => {
  it("is nothing before the hour, and the day's daily digest from the hour on", () => {
    expect(dueDigest(new Date('2026-11-26T06:59:59Z'), 7, 'monday')).toBeNull()
    expect(dueDigest(new Date('2026-11-26T07:00:00Z'), 7, 'monday')).toEqual({
      slot: 'digest:2026-11-26',
      label: 'Digest of 2026-11-26 (daily)',
      frequencies: ['daily'],
    })
    expect(dueDigest(new Date('2026-11-26T23:30:00Z'), 7, 'monday')!.slot).toBe('digest:2026-11-26')
  })

  it('takes in the weekly subscribers on the configured weekday', () => {
    // 2026-11-30 is a Monday.
    expect(dueDigest(new Date('2026-11-30T08:00:00Z'), 7, 'monday')!.frequencies).toEqual(['daily', 'weekly'])
    expect(dueDigest(new Date('2026-11-26T08:00:00Z'), 7, 'thursday')!.frequencies).toEqual(['daily', 'weekly'])
  })
})
