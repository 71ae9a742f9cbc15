/**
 * What a reader typed into the search box, made safe and useful before it reaches PostgreSQL: whitespace
 * collapsed, capped at 200 characters, and the last word split off so that it can also match as a prefix
 * ("reserv" finds "reservations"), unless it is negated, quoted or followed by a space (the reader finished it).
 * The text itself only ever reaches `websearch_to_tsquery`, which accepts any input; the prefix word is letters and
 * digits only, so it is safe to hand to `to_tsquery`.
 */
export const MIN_QUERY_LENGTH = 3
export const MAX_QUERY_LENGTH = 200

export interface SearchQuery {
  /** The query as searched (normalised and capped). */
  text: string
  /** Whether it is long enough to search at all (spec rule 1: shorter than three characters finds nothing). */
  searchable: boolean
  /** The query without its last word, and that word, when the last word may also match as a prefix. */
  prefix: { head: string; word: string } | null
}

const LAST_WORD = /(^|[\s(])([\p{L}\p{N}]+)$/u

export function parseSearchQuery(raw: string | null | undefined): SearchQuery {
  // Control characters (a NUL would make PostgreSQL refuse the text) count as spaces.
  const text = (raw ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is replaced
    .replace(/[\u0000-\u001F\u007F\uE000\uE001\s]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim()
  const searchable = [...text].length >= MIN_QUERY_LENGTH
  const quotes = (text.match(/"/g) ?? []).length
  const last = LAST_WORD.exec(text)
  // Inside an open quotation the reader asked for exact words; a trailing space means the word is complete.
  const prefix =
    searchable && last && quotes % 2 === 0 && (raw ?? '').trimStart().length > 0 && !/\s$/.test(raw ?? '')
      ? { head: text.slice(0, text.length - last[2]!.length).trim(), word: last[2]!.toLowerCase() }
      : null
  return { text, searchable, prefix }
}
