/**
 * GET /cms-api/articles/reads.csv (staff): the read counts (src/features/analytics/readCounts.ts) of the last `?days=` days
 * (1 to 400, 30 by default) as CSV, a row per day, page, form, kind of reader, agent, referring site and purpose (with
 * the reads that ignored robots.txt and the requests refused), streamed in pages. Counts only: nothing in them names a person.
 */
import type { Endpoint } from 'payload'

import { roleOf } from '../../../content/access/roles'
import { readCountLines } from '../../../features/analytics/readCountLines'
import { csvDownload } from '../../../ground/lib/csv'

const PAGE = 2000
const HEADER = [
  'day',
  'path',
  'article_id',
  'format',
  'reader',
  'agent',
  'referrer',
  'purpose',
  'reads',
  'ignored_robots_txt',
  'refused',
]

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

export const exportReadCounts: Endpoint = {
  path: '/reads.csv',
  method: 'get',
  handler: async (req) => {
    if (roleOf(req.user) === null) return refusal(401, 'Sign in to the cockpit to export the read counts.')
    const param = new URL(req.url ?? 'http://x').searchParams.get('days') ?? '30'
    const days = /^\d{1,3}$/.test(param) ? Number(param) : Number.NaN
    if (!(days >= 1 && days <= 400)) return refusal(400, '"days" must be a whole number from 1 to 400.')
    return csvDownload(
      `pmsnews-reads-${days}-days-${new Date().toISOString().slice(0, 10)}.csv`,
      HEADER,
      async (after) =>
        (await readCountLines(req.payload, after, PAGE, days)).map((line) => ({
          id: line.id,
          fields: [
            line.day,
            line.path,
            line.articleId === null ? '' : String(line.articleId),
            line.format,
            line.kind,
            line.name,
            line.referrer,
            line.purpose,
            String(line.reads),
            String(line.disallowed),
            String(line.refused),
          ],
        })),
      PAGE,
    )
  },
}
