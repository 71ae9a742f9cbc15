/**
 * Whether an article's summary is worth a box above its body: not when it only repeats the opening (a summary made
 * by picking the first sentences, as the publishing job does without a language model, restates the lead a reader
 * is about to read, and may start mid-quote). A summary that says something else, as an abstractive one does, is
 * shown. Words are compared, not characters, so punctuation and case do not matter.
 */
const words = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[\p{L}\p{N}]+/gu) ?? []

/** Runs of this many words: long enough that sharing one means copying, not using the same words. */
const RUN = 5

const runsOf = (list: string[]) => Array.from({ length: Math.max(0, list.length - RUN + 1) }, (_, i) => list.slice(i, i + RUN).join(' '))

/** The body's opening, as far as a reader sees before the summary would have told them anything new. */
const OPENING_WORDS = 220

export function summaryAddsToLead(summary: string | null, lead: { excerpt: string | null; body: string }): boolean {
  const runs = runsOf(words(summary ?? ''))
  if (runs.length === 0) return Boolean(summary?.trim())
  const opening = new Set([...runsOf(words(lead.excerpt ?? '')), ...runsOf(words(lead.body).slice(0, OPENING_WORDS))])
  const copied = runs.filter((run) => opening.has(run)).length
  // Mostly the opening's own words in its own order: it adds nothing.
  return copied / runs.length < 0.5
}
