/**
 * The `x-markdown-tokens` figure: the markdown body's length in tokens of the o200k_base encoding (the GPT-4o and
 * later family), counted by a real byte-pair tokenizer, so that an agent can budget its context before reading.
 */
import { digestMemo } from '../lib/digestMemo'

/**
 * Counting is the most expensive step of a markdown page's miss after the database (about 0.12 µs a byte: 3 ms for
 * a 25 KB article), and a page's markdown is the same from one miss to the next until its content changes. Counts
 * are remembered by the text's digest (../lib/digestMemo.ts), so an edit is always counted anew; 20,000 of them take
 * about 2 MB. Also the short parts around an article's kept body count: its front matter and byline (about 900
 * characters with a few authors and tags) took 98 µs to count against 13 µs to digest, each miss; only texts too short
 * for that to pay are counted every time.
 */
const REMEMBERED_FROM_LENGTH = 128
const REMEMBERED_COUNTS = 20_000

/**
 * The encoding's tables take about 0.2 s of CPU to load: loaded by the first count, not by every process that could
 * count (each start of the server, which imports this for its 429 page).
 */
let counter: Promise<(markdown: string) => number> | undefined

async function loadCounter(): Promise<(markdown: string) => number> {
  const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base')
  // Special-token text in an article ("<|endoftext|>") is ordinary text here, never a control token.
  const count = (markdown: string) => countTokens(markdown, { disallowedSpecial: new Set() })
  const remembered = digestMemo(count, { maxEntries: REMEMBERED_COUNTS })
  return (markdown) => (markdown.length < REMEMBERED_FROM_LENGTH ? count(markdown) : remembered(markdown))
}

/** The counter whose counts are kept beside texts (src/content/articles/renderedBodies.ts): a new name on any change. */
export const MARKDOWN_TOKEN_COUNTER = 'gpt-tokenizer 4.0.0 o200k_base'

/** A piece of a markdown document whose count is already known, kept beside the text it counts. */
export interface CountedText {
  text: string
  tokens: number
}

/** A markdown document and a part of it whose count is known (see `countMarkdownTokens`). */
export interface CountedMarkdown {
  markdown: string
  known?: CountedText
}

/**
 * The tokenizer splits a text into pieces by a pattern before it encodes each, and a piece never spans a line break
 * followed by the start of a block: so a document's count is the sum of its parts' counts when each known part stands
 * between such boundaries — preceded by a line break (or the start) and followed by the end or a character that can
 * start no piece together with the part's last line break (neither whitespace nor the `/` that follows punctuation in
 * one piece). Where that does not hold, the whole document is counted.
 */
function splitAtKnown(markdown: string, known: CountedText): [string, string] | null {
  const at = markdown.indexOf(known.text)
  if (at < 0 || !known.text.endsWith('\n')) return null
  const first = known.text[0]
  const next = markdown[at + known.text.length]
  const startsClean = at === 0 || markdown[at - 1] === '\n'
  const firstClean = first !== undefined && !/[\s/]/.test(first)
  const endsClean = next === undefined || !/[\s/]/.test(next)
  return startsClean && firstClean && endsClean ? [markdown.slice(0, at), markdown.slice(at + known.text.length)] : null
}

/**
 * The count of `markdown`; a part whose count is `known` (the body of an article, say, 95% of its page) is not
 * counted again where it stands on the boundaries `splitAtKnown` needs.
 */
export async function countMarkdownTokens(markdown: string, known?: CountedText): Promise<number> {
  const count = await (counter ??= loadCounter())
  const parts = known ? splitAtKnown(markdown, known) : null
  return parts ? count(parts[0]) + known!.tokens + count(parts[1]) : count(markdown)
}
