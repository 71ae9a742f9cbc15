import { describe, expect, it } from 'vitest'

import { retryDelayMs } from './retryDelayMs'

const schedule = { attempts: 5, firstDelayMs: 1000, longestDelayMs: 5000 }

describe('retryDelayMs', () => {
  it('doubles the wait after each failed try, from the first delay, at most the longest', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(schedule, attempts))).toEqual([1000, 2000, 4000, 5000])
  })

  it('gives up after the last try', () => {
    expect(retryDelayMs(schedule, 5)).toBeNull()
    expect(retryDelayMs(schedule, 6)).toBeNull()
    expect(retryDelayMs({ ...schedule, attempts: 1 }, 1)).toBeNull()
  })
})
