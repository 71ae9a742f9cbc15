/**
 * How long a mail is tried while the SMTP server refuses it or is away (a 4xx, a dropped connection, a timeout): the
 * confirmation and password-reset jobs and each newsletter delivery alike. Twelve tries, the wait doubling from
 * JOBS_RETRY_DELAY_MS (10 s by default), the last about 5 h 40 min after the first: a relay restarted, moved or
 * blocked for a working morning loses no mail (docs/operations.md, "What outages look like").
 */
import type { RetrySchedule } from '../queue/retryDelayMs'

/** The schedule of a mail's tries (../queue/retryDelayMs.ts): the first delay, doubling, at most six hours. */
export const mailRetries = (firstDelayMs: number): RetrySchedule => ({
  attempts: 12,
  firstDelayMs,
  longestDelayMs: 6 * 3_600_000,
})

/**
 * The same for a mail sent by a job: Payload counts the retries after the first try, and waits the delay times two
 * to the power of the tries so far, as above.
 */
export const mailJobRetries = (firstDelayMs: number) =>
  ({ attempts: mailRetries(firstDelayMs).attempts - 1, backoff: { type: 'exponential', delay: firstDelayMs } }) as const
