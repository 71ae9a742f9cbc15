/** Adult readers manage about 230 words a minute on screen (Brysbaert 2019, non-fiction silent reading). */
const WORDS_PER_MINUTE = 230

/** Words of a markdown text, ignoring link targets, image syntax and markup characters. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    // Line-local classes that also stop at the next opening bracket: a run of unclosed "[" or "<" is scanned once,
    // not up to the bound again from each of them (which took seconds on a 1 MB body).
    .replace(/!\[([^[\]\n]{0,500})\]\([^()\n]{0,2000}\)/g, '$1')
    .replace(/\[([^[\]\n]{0,500})\]\([^()\n]{0,2000}\)/g, '$1')
    .replace(/<[^<>\n]{1,500}>/g, ' ')
    .replace(/[#>*_`~|-]+/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Whole minutes, rounded up; an empty body reads in 0 minutes. */
export function readingTimeMinutes(markdown: string): number {
  return Math.ceil(countWords(markdown) / WORDS_PER_MINUTE)
}
