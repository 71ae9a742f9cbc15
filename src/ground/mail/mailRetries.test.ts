import { describe, expect, it } from 'vitest'

import { MAIL_ATTEMPTS, mailJobRetries, mailRetryDelayMs } from './mailRetries'

describe('mail retries', () => {
  it('double the wait from the first delay, at most six hours', () => {
    expect([1, 2, 3, 4].map((attempt) => mailRetryDelayMs(1000, attempt))).toEqual([1000, 2000, 4000, 8000])
    expect(mailRetryDelayMs(60_000, 20)).toBe(6 * 3_600_000)
  })

  it('go on for more than five hours at the default delay, by delivery and by job alike', () => {
    const waits = Array.from({ length: MAIL_ATTEMPTS - 1 }, (_, index) => mailRetryDelayMs(10_000, index + 1))
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000
    expect(hours).toBeGreaterThan(5)
    expect(hours).toBeLessThan(6)
    // Payload waits delay × 2^(tries so far) after each failed try, for `attempts` retries after the first.
    const { attempts, backoff } = mailJobRetries(10_000)
    const jobWaits = Array.from({ length: attempts }, (_, tried) => backoff.delay * 2 ** tried)
    expect(jobWaits).toEqual(waits)
  })
})
