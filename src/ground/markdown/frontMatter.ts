/**
 * YAML front matter for markdown pages. Every string is written as a JSON string, which is also a valid YAML
 * double-quoted scalar: a title with a colon, a quote, a newline or `---` can never break out of its field or end
 * the block early. Empty values are left out.
 */
export type FrontMatterValue = string | number | boolean | null | undefined | readonly string[]

export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const lines = ['---']
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value)) {
      if (value.length > 0) lines.push(`${key}: [${value.map((item) => JSON.stringify(item)).join(', ')}]`)
    } else {
      lines.push(`${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`)
    }
  }
  lines.push('---', '')
  return lines.join('\n')
}
