/** A moment as the dashboard says it, in UTC: `28 Nov, 09:30 UTC`; `future` for a time something is set for. */
export const when = (at: string | null, future = false) => {
  if (!at) return '—'
  const date = new Date(at)
  const text = date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  return `${future ? 'for ' : ''}${text} UTC`
}
