/** Dates as readers of an English news site expect them, in UTC so that every server renders the same day. */
const format = (month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' })

const SHORT = format('short')
const LONG = format('long')

/** "5 Mar 2026": in lists. */
export const shortDate = (iso: string) => SHORT.format(new Date(iso))

/** "5 March 2026": on an article. */
export const longDate = (iso: string) => LONG.format(new Date(iso))
