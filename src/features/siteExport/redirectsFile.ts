/**
 * The redirects of the full export, `redirects.ndjson` (docs/export-format.md): one JSON object per line, `from`,
 * `to` (a path of the site or an https URL elsewhere), `origin` and `created_at`, written a batch at a time. On the
 * way in each goes through the redirects' one write path (src/content/redirects/redirectWrite.ts: addresses
 * normalised, chains collapsed, loops and live pages' paths refused), found again by its `from` (left alone when it
 * points where the file says); a line it refuses is listed and the rest goes on.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { z } from 'zod'

import { entityWrite, noReferences } from '../../content/entityWrite'
import { recordRedirect } from '../../content/redirects/redirectWrite'
import { beginWrite } from '../../content/writeTransaction'
import { type ImportReport, linesOf, reasonOf } from './exportFiles'

const REDIRECTS_FILE = 'redirects.ndjson'
const BATCH = 500

const redirectLine = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  origin: z.enum(['rename', 'import', 'editor']),
  created_at: z.string().optional(),
})

/** Writes the redirects file into the export in `dir`; the number of redirects written. */
export async function exportedRedirects(payload: Payload, dir: string): Promise<number> {
  const file = await fs.open(path.join(dir, REDIRECTS_FILE), 'w')
  let count = 0
  try {
    for (let page = 1; ; page += 1) {
      const result = await payload.find({
        collection: 'redirects',
        depth: 0,
        limit: BATCH,
        page,
        sort: 'id',
        overrideAccess: true,
      })
      for (const redirect of result.docs) {
        const line = { from: redirect.from, to: redirect.to, origin: redirect.origin, created_at: redirect.createdAt }
        await file.write(`${JSON.stringify(line)}\n`)
        count += 1
      }
      if (!result.hasNextPage) return count
    }
  } finally {
    await file.close()
  }
}

/** Imports the redirects file of the export in `dir`, if it has one, each in its own transaction. */
export async function importRedirects(payload: Payload, dir: string, report: ImportReport): Promise<void> {
  for await (const { line, number } of linesOf(path.join(dir, REDIRECTS_FILE))) {
    try {
      const redirect = redirectLine.parse(JSON.parse(line))
      const req = await beginWrite(payload)
      const outcome = await entityWrite(noReferences)(req, 'import:pms-news (the full export)', null, async () => {
        const where = { from: { equals: redirect.from } }
        const found = await payload.find({
          collection: 'redirects',
          where,
          req,
          depth: 0,
          limit: 1,
          overrideAccess: true,
        })
        const existing = found.docs[0]
        if (existing?.to === redirect.to) return 'unchanged' as const
        await recordRedirect(req, { from: redirect.from, to: redirect.to, origin: redirect.origin })
        return existing ? ('updated' as const) : ('created' as const)
      })
      report[outcome] += 1
    } catch (error) {
      report.problems.push({ file: `${REDIRECTS_FILE} line ${number}`, reason: reasonOf(error) })
    }
  }
}
