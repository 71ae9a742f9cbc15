/**
 * The retry schedule every queue shares (./leasedQueue.ts and the mails of src/ground/mail/mailRetries.ts): the wait
 * doubles after each failed try, from a first delay up to a longest one, for a number of tries. Each queue passes its
 * own figures; the shape is one.
 */
export interface RetrySchedule {
  /** Tries in all, the first included: a failure of the last is given up. */
  attempts: number
  /** The wait after the first failed try. */
  firstDelayMs: number
  /** No wait is longer. */
  longestDelayMs: number
}

/**
 * The wait before the next try, after try number `attempts` (1-based) failed: the first delay, doubling, at most the
 * longest. Null when that try was the last.
 */
export function retryDelayMs(schedule: RetrySchedule, attempts: number): number | null {
  if (attempts >= schedule.attempts) return null
  return Math.min(schedule.longestDelayMs, schedule.firstDelayMs * 2 ** Math.max(0, attempts - 1))
}
