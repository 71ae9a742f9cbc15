/**
 * Escaping of plain text for markdown (CommonMark §2.4 backslash escapes, GFM extensions), as few as keep the text
 * plain: agents read this markdown, so `check_in_date` stays as it is and only what would start markup is escaped.
 */
const ALWAYS = /[\\`*[\]<~]/g
const ENTITY_LIKE = /&(?=#\d+;|#[xX][\da-fA-F]+;|[A-Za-z][\dA-Za-z]*;)/g

/** `_` opens or closes emphasis only at a word's edge; inside a word it is plain (CommonMark §6.2 rule 2). */
function escapeUnderscores(value: string): string {
  return value.replace(/_/g, (match, offset: number) => {
    const before = value[offset - 1] ?? ' '
    const after = value[offset + 1] ?? ' '
    return /[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after) ? match : '\\_'
  })
}

/** Text in the middle of a line. */
export function escapeInline(value: string): string {
  return escapeUnderscores(value.replace(ALWAYS, '\\$&').replace(ENTITY_LIKE, '\\&'))
}

/**
 * What a line would start with as block markup: headings, quotes, list markers, thematic breaks, setext underlines,
 * fences and tables are all disarmed by escaping their first character.
 */
export function escapeLineStart(line: string): string {
  return line.replace(/^(\s*)([#>+=|-])/, '$1\\$2').replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
}

/** A table cell's text: a pipe would end the cell. */
export const escapeCell = (value: string) => value.replace(/\|/g, '\\|')
