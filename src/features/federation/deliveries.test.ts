import { expect, it } from 'vitest'

import { retryDelayMs } from '../../ground/queue/retryDelayMs'
import { deliveryRetries } from './deliveries'

it('waits twice as long after each failed delivery, from the base, at most twelve hours, for twelve attempts', () => {
  const schedule = deliveryRetries(10_000)
  expect([1, 2, 3, 4].map((attempts) => retryDelayMs(schedule, attempts))).toEqual([10_000, 20_000, 40_000, 80_000])
  expect(retryDelayMs(deliveryRetries(60_000), 11)).toBe(12 * 60 * 60 * 1000)
  expect(retryDelayMs(schedule, 12)).toBeNull()
})
