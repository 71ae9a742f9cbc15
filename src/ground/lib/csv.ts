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

/**
 * A CSV download streamed page by page (by ascending id), so a long table never sits in memory whole: `page(after)`
 * gives the rows after id `after`, each with its id and its fields.
 */
export function csvDownload(
  filename: string,
  header: string[],
  page: (after: number) => Promise<Array<{ id: number; fields: Array<string | null | undefined> }>>,
  pageSize: number,
): Response {
  const encoder = new TextEncoder()
  let after = 0
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvRow(header)))
    },
    async pull(controller) {
      const rows = await page(after)
      for (const row of rows) controller.enqueue(encoder.encode(csvRow(row.fields)))
      if (rows.length < pageSize) controller.close()
      else after = rows[rows.length - 1]!.id
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
