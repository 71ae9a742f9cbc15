import { describe, expect, it } from 'vitest'

import { retryDelayMs } from '../queue/retryDelayMs'
import { mailJobRetries, mailRetries } from './mailRetries'

describe('mail retries', () => {
  it('double the wait from the first delay, at most six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(mailRetries(1000), attempt))).toEqual([1000, 2000, 4000, 8000])
    expect(retryDelayMs(mailRetries(60_000), 11)).toBe(6 * 3_600_000)
  })

  it('go on for more than five hours at the default delay, by delivery and by job alike', () => {
    const schedule = mailRetries(10_000)
    const waits = Array.from({ length: schedule.attempts }, (_, index) => retryDelayMs(schedule, index + 1))
    // Twelve tries: eleven waits, and none after the last.
    expect(waits.at(-1)).toBeNull()
    const hours = waits.reduce<number>((sum, wait) => sum + (wait ?? 0), 0) / 3_600_000
    expect(hours).toBeGreaterThan(5)
    expect(hours).toBeLessThan(6)
    // Payload waits delay × 2^(tries so far) after each failed try, for `attempts` retries after the first.
    const { attempts, backoff } = mailJobRetries(10_000)
    const jobWaits = Array.from({ length: attempts }, (_, tried) => backoff.delay * 2 ** tried)
    expect(jobWaits).toEqual(waits.slice(0, -1))
  })
})
