/**
 * What `ts_headline` gives, made into the snippet a reader sees: an ellipsis where the passage starts or ends inside
 * the text (it is cut at words, but often mid-sentence), and highlights only on the words the reader typed, in any
 * of their inflected forms ("manager", "managers", "manager's"), not on every word that shares their stem in the
 * dictionary ("management" for "manager": PostgreSQL's stemmer makes both `manag`).
 */
import { HIGHLIGHT_END, HIGHLIGHT_START } from './searchSnippets'

/** What the snippet's SQL returns (searchSnippets.ts): the passage, and how the searched text begins and ends. */
export interface RawSnippet {
  /** The passage, highlights marked. */
  h: string
  /** The first and last characters of the text the passage was taken from. */
  head: string
  tail: string
  /** Whether that text was the start of a longer one. */
  cut: boolean
}

const ELLIPSIS = '…'

const folded = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['\u2019]s$/, '')

/** The forms a typed word may take: itself, its plural or possessive, its past and -ing forms. */
function isFormOf(word: string, typed: string): boolean {
  const w = folded(word)
  const t = folded(typed)
  if (w === t) return true
  const base = (suffix: string) => (w.endsWith(suffix) ? w.slice(0, -suffix.length) : null)
  const stems = [base('s'), base('es'), base('ed'), base('d'), base('ing'), base('ing') && `${base('ing')}e`].filter(
    Boolean,
  )
  // And the other way round: "managers" typed finds "manager".
  const typedStems = [t.endsWith('s') ? t.slice(0, -1) : null, t.endsWith('es') ? t.slice(0, -2) : null].filter(Boolean)
  return stems.includes(t) || typedStems.includes(w)
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The snippet with ellipses and only the typed words highlighted; `typed` is the query as searched. */
export function finishSnippet(raw: RawSnippet | null, typed: string): string {
  if (!raw?.h) return ''
  const words = typed.split(/[^\p{L}\p{N}'\u2019]+/u).filter((word) => word.length > 0)
  // Keep a highlight only on a form of a typed word, or on a word the last one begins, which the search also matches
  // ("chan" finds "channel": src/features/search/searchQuery.ts).
  const last = words.at(-1)
  const passage = squash(raw.h).replace(
    new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, 'g'),
    (whole, word: string) =>
      words.some((typedWord) => isFormOf(word, typedWord)) ||
      (last !== undefined && folded(word).startsWith(folded(last)))
        ? whole
        : word,
  )
  const plain = passage.replaceAll(HIGHLIGHT_START, '').replaceAll(HIGHLIGHT_END, '')
  const startsText = squash(raw.head).startsWith(plain.slice(0, Math.min(plain.length, 40)))
  const endsText = !raw.cut && squash(raw.tail).endsWith(plain.slice(-Math.min(plain.length, 40)))
  return `${startsText ? '' : `${ELLIPSIS} `}${passage}${endsText || /[.!?]["\u201d\u2019)]?$/.test(plain) ? '' : ` ${ELLIPSIS}`}`
}
