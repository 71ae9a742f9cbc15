import { expect, it } from 'vitest'

import { deliveryRetryMs } from './deliveryWorker'

it('waits twice as long after each failed delivery, from the base, at most twelve hours', () => {
  expect([1, 2, 3, 4].map((attempts) => deliveryRetryMs(10_000, attempts))).toEqual([10_000, 20_000, 40_000, 80_000])
  expect(deliveryRetryMs(10_000, 30)).toBe(12 * 60 * 60 * 1000)
})
