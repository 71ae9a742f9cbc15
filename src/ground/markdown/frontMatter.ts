/**
 * YAML front matter for markdown pages. Every value is written as JSON on its key's one line (a JSON string is also
 * a valid YAML double-quoted scalar, a JSON array or object a YAML flow collection): a title with a colon, a quote,
 * a newline or `---` can never break out of its field or end the block early. Empty values are left out. The same
 * shape is read back by `readFrontMatter` (the full export, docs/export-format.md).
 */
/** What JSON holds; a record's values may nest (an embed's thumbnail and its files, in the full export). */
type JsonValue =
  string | number | boolean | null | undefined | readonly JsonValue[] | { readonly [key: string]: JsonValue }

export type FrontMatterValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly string[]
  | { readonly [key: string]: JsonValue }
  /** A list of records (an article's corrections and embeds in the full export), each a JSON object on the key's line. */
  | ReadonlyArray<{ readonly [key: string]: JsonValue }>

export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = ['---']
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value)) {
      if (value.length > 0) lines.push(`${key}: [${value.map((item) => JSON.stringify(item)).join(', ')}]`)
    } else if (typeof value === 'object') {
      lines.push(`${key}: ${JSON.stringify(value)}`)
    } else {
      lines.push(`${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`)
    }
  }
  lines.push('---', '')
  return lines.join('\n')
}

/** Why a file's front matter could not be read: the message names the line. */
export class FrontMatterUnreadable extends Error {
  readonly code = 'front_matter_unreadable'
}

const KEY_LINE = /^([a-z_][a-z0-9_]*): (.*)$/

/**
 * Reads back a block `frontMatter` wrote (each value JSON on its key's line) and the text after it. Anything else —
 * no block, an unclosed one, a line of another YAML shape — is refused naming the line, never guessed at.
 */
export function readFrontMatter(text: string): { fields: Record<string, unknown>; body: string } {
  if (!text.startsWith('---\n')) throw new FrontMatterUnreadable('does not begin with a front matter block (---)')
  const end = text.indexOf('\n---\n', 3)
  if (end === -1) throw new FrontMatterUnreadable('has a front matter block that is never closed (---)')
  const fields: Record<string, unknown> = {}
  const lines = text.slice(4, end).split('\n')
  for (const [index, line] of lines.entries()) {
    if (line === '') continue
    const match = KEY_LINE.exec(line)
    let value: unknown
    try {
      if (!match) throw new Error('not a key')
      value = JSON.parse(match[2]!)
    } catch {
      throw new FrontMatterUnreadable(`has an unreadable front matter line ${index + 2}: ${line.slice(0, 80)}`)
    }
    fields[match[1]!] = value
  }
  return { fields, body: text.slice(end + 5) }
}
