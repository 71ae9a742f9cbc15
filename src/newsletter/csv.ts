/**
 * One CSV row (RFC 4180: CRLF line ends, quotes around fields that need them). A field a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return; an address may well start with "=") gets a leading
 * apostrophe, the OWASP advice against CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: string | null | undefined): string {
  const text = value ?? ''
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const csvRow = (fields: Array<string | null | undefined>) => `${fields.map(csvField).join(',')}\r\n`
