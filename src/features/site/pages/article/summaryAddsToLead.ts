/**
 * Whether an article's summary is worth a box above its body: not when it only repeats the opening (a summary made
 * by picking the first sentences, as the publishing job does without a language model, restates the lead a reader
 * is about to read, and may start mid-quote). A summary that says something else, as an abstractive one does, is
 * shown. Words are compared, not characters, so punctuation and case do not matter.
 */
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[\p{L}\p{N}]+/gu) ?? []

/** Runs of this many words: long enough that sharing one means copying, not using the same words. */
const RUN = 5

const runsOf = (list: string[]) =>
  Array.from({ length: Math.max(0, list.length - RUN + 1) }, (_, i) => list.slice(i, i + RUN).join(' '))

/** The body's opening, as far as a reader sees before the summary would have told them anything new. */
const OPENING_WORDS = 220

/**
 * The first `count` words of a body, read from as short an opening as holds them: a body runs to 25 KB, and this is
 * asked on every miss of its page in both representations. A word cut at the end of the opening is never among
 * them, since one more word must have started after the last one taken.
 */
function openingWords(body: string, count: number): string[] {
  for (let length = count * 16; length < body.length; length *= 2) {
    const found = words(body.slice(0, length))
    if (found.length > count) return found.slice(0, count)
  }
  return words(body).slice(0, count)
}

export function summaryAddsToLead(summary: string | null, lead: { excerpt: string | null; body: string }): boolean {
  const runs = runsOf(words(summary ?? ''))
  if (runs.length === 0) return Boolean(summary?.trim())
  const opening = new Set([...runsOf(words(lead.excerpt ?? '')), ...runsOf(openingWords(lead.body, OPENING_WORDS))])
  const copied = runs.filter((run) => opening.has(run)).length
  // Mostly the opening's own words in its own order: it adds nothing.
  return copied / runs.length < 0.5
}
