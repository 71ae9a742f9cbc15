/**
 * When the scheduled digests are due (docs/decisions/036-newsletter-delivery.md): once a day, from
 * NEWSLETTER_DIGEST_HOUR (UTC) on, for daily subscribers, and on NEWSLETTER_DIGEST_WEEKDAY for weekly ones too. The
 * day's slot names the send, and is unique: however many workers look, and however often, a day has one digest.
 */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
export type Weekday = (typeof WEEKDAYS)[number]
export type DigestFrequency = 'daily' | 'weekly'

export interface DueDigest {
  slot: string
  label: string
  frequencies: DigestFrequency[]
}

/** The digest due at `now`, or null before the hour. A worker that starts late in the day still sends that day's. */
export function dueDigest(now: Date, hour: number, weekday: Weekday): DueDigest | null {
  if (now.getUTCHours() < hour) return null
  const day = now.toISOString().slice(0, 10)
  const weekly = WEEKDAYS[now.getUTCDay()] === weekday
  return {
    slot: `digest:${day}`,
    label: `Digest of ${day}${weekly ? ' (daily and weekly)' : ' (daily)'}`,
    frequencies: weekly ? ['daily', 'weekly'] : ['daily'],
  }
}
