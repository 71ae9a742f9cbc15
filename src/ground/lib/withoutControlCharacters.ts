/**
 * Text from outside without the C0 control characters (U+0000–U+001F) but tab, line feed and carriage return, and
 * without DEL: PostgreSQL refuses a NUL in `text` and `jsonb` outright (a 500 for the sender's mistake), and the rest
 * mean nothing in a name, a link or a paragraph, while they can upset whatever shows them later.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

export function withoutControlCharacters(text: string): string
export function withoutControlCharacters(text: string | null): string | null
export function withoutControlCharacters(text: string | null): string | null {
  return text === null ? null : text.replace(CONTROLS, '')
}
