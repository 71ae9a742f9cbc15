/**
 * The `x-markdown-tokens` figure: the markdown body's length in tokens of the o200k_base encoding (the GPT-4o and
 * later family), counted by a real byte-pair tokenizer, so that an agent can budget its context before reading.
 */
import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base'

export function countMarkdownTokens(markdown: string): number {
  // Special-token text in an article ("<|endoftext|>") is ordinary text here, never a control token.
  return countO200k(markdown, { disallowedSpecial: new Set() })
}
