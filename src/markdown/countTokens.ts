/**
 * The `x-markdown-tokens` figure: the markdown body's length in tokens of the o200k_base encoding (the GPT-4o and
 * later family), counted by a real byte-pair tokenizer, so that an agent can budget its context before reading.
 */
import { digestMemo } from '../lib/digestMemo'

/**
 * Counting is the most expensive step of a markdown page's miss after the database (about 0.12 µs a byte: 3 ms for
 * a 25 KB article), and a page's markdown is the same from one miss to the next until its content changes. Counts
 * of longer texts are remembered by the text's digest (../lib/digestMemo.ts), so an edit is always counted anew;
 * 20,000 of them take about 2 MB.
 */
const REMEMBERED_FROM_LENGTH = 1024
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

export async function countMarkdownTokens(markdown: string): Promise<number> {
  return (await (counter ??= loadCounter()))(markdown)
}
