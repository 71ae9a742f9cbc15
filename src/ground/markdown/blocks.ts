/** Small markdown building blocks for the page renderers: escaped inline text, tables, link lists, pagination. */
import { listPageUrl } from '../paths'

/** Text as one inline run: markdown syntax escaped, and every line break (CR too, which CommonMark honours) a space. */
export const escapeInline = (text: string) => text.replace(/([\\`*_[\]<>|#!])/g, '\\$1').replace(/\s*[\r\n]+\s*/g, ' ')

/** A link destination with what could end it early (space, parentheses, angle brackets) percent-encoded. */
export const destination = (url: string) =>
  url.replace(/[\s<>()\\]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)

export const link = (text: string, url: string) => `[${escapeInline(text)}](${destination(url)})`

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header.map(escapeInline)), line(header.map(() => '---')), ...rows.map((row) => line(row))].join('\n')
}

export const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : null)

export function pagination(baseUrl: string, page: number, totalPages: number): string | null {
  if (totalPages <= 1) return null
  const parts = [`Page ${page} of ${totalPages}.`]
  if (page > 1) parts.push(link('Newer', listPageUrl(baseUrl, page - 1)))
  if (page < totalPages) parts.push(link('Older', listPageUrl(baseUrl, page + 1)))
  return parts.join(' ')
}
