/**
 * The `x-markdown-tokens` figure: the markdown body's length in tokens of the o200k_base encoding (the GPT-4o and
 * later family), counted by a real byte-pair tokenizer, so that an agent can budget its context before reading.
 */
type Encoding = typeof import('gpt-tokenizer/encoding/o200k_base')

/**
 * The encoding's tables take about 0.2 s of CPU to load: loaded by the first count, not by every process that could
 * count (each start of the server, which imports this for its 429 page).
 */
let encoding: Promise<Encoding> | undefined

export async function countMarkdownTokens(markdown: string): Promise<number> {
  const { countTokens } = await (encoding ??= import('gpt-tokenizer/encoding/o200k_base'))
  // Special-token text in an article ("<|endoftext|>") is ordinary text here, never a control token.
  return countTokens(markdown, { disallowedSpecial: new Set() })
}
