/**
 * `import:pms-news --from <dir>`: reads a full export (./exportFormat.ts) back into this site, into an empty one or
 * any other. A manifest of another format or version is refused before anything is written (./readManifest.ts);
 * after that, a file that cannot be imported (unreadable, altered since the export, naming what is not there,
 * refused by the collection) is listed and the import goes on. Media go in through the media collection's upload
 * (./importMedia.ts); each record through its collection's write skeleton (src/content/entityWrite.ts: one
 * transaction, recorded as the import's, Payload's refusals mapped to the fields), with the collection's hooks doing
 * what they do for every writer. A record is found again by its slug (a PR link by its URL): a second run creates
 * nothing twice, and leaves alone what has not changed since the export.
 */
import path from 'node:path'

import type { Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { writeArticle } from '../../content/articles/articleWrite'
import { entityWrite, noReferences } from '../../content/entityWrite'
import { restoringExport } from '../../content/restoringExport'
import { beginWrite } from '../../content/writeTransaction'
import { readFrontMatter } from '../../ground/markdown/frontMatter'
import { type ImportReport, linesOf, readExportFile, reasonOf, sha256 } from './exportFiles'
import { CHECKSUMS_FILE, type ExportedCollection } from './exportFormat'
import { importMedia } from './importMedia'
import { readManifest } from './readManifest'
import { collectionOfPath, RECORD_FORMATS } from './recordFiles'
import type { RecordWrite } from './recordFormat'
import { importRedirects } from './redirectsFile'
import { idsOn } from './siteIds'

const WRITER = 'import:pms-news (the full export)'

type Outcome = 'created' | 'updated' | 'unchanged'
type RecordData = RequiredDataFromCollectionSlug<ExportedCollection>

/**
 * Payload stamps every update with the time of the write; a restored record keeps the time it was last changed on
 * the site it came from (its pages show it), set on the row beside the write, in its transaction.
 */
async function keepUpdatedAt(req: PayloadRequest, collection: ExportedCollection, id: number, updatedAt: unknown) {
  if (typeof updatedAt !== 'string') return
  await req.payload.db.updateOne({ collection, id, data: { updatedAt }, req, returning: false })
}

/** `work` as a write of `collection`, in the transaction `req` holds, recorded as the import's. */
function inWrite<T>(
  req: PayloadRequest,
  collection: ExportedCollection,
  data: Record<string, unknown>,
  work: () => Promise<T>,
) {
  if (collection !== 'articles') return entityWrite(noReferences)(req, WRITER, null, work)
  return writeArticle(
    req,
    WRITER,
    { pms_id: data.pms as number, author_id: data.author as number, author_ids: data.authors as number[] },
    work,
  )
}

/** The write of one record, in its own transaction: found by its key and updated, or created. */
async function writeRecord(payload: Payload, collection: ExportedCollection, write: RecordWrite) {
  const req = await beginWrite(payload)
  const context = { ...restoringExport, ...write.context }
  const options = { collection, req, depth: 0, overrideAccess: true, context, draft: write.draft }
  const data = write.data as RecordData
  return inWrite(req, collection, write.data, async (): Promise<{ id: number; outcome: Outcome }> => {
    const found = await payload.find({ ...options, where: write.match, limit: 1, pagination: false })
    const existing = found.docs[0] as { id: number; updatedAt?: string } | undefined
    if (!existing) {
      const created = await payload.create({ ...options, data })
      await keepUpdatedAt(req, collection, created.id as number, write.data.updatedAt)
      return { id: created.id as number, outcome: 'created' }
    }
    if (write.data.updatedAt !== undefined && existing.updatedAt === write.data.updatedAt)
      return { id: existing.id, outcome: 'unchanged' }
    await payload.update({ ...options, id: existing.id, data })
    await keepUpdatedAt(req, collection, existing.id, write.data.updatedAt)
    return { id: existing.id, outcome: 'updated' }
  })
}

/** A second pass, once every record of its collection exists (glossary terms name each other). */
interface LaterWrite {
  collection: ExportedCollection
  id: number
  related: string[]
  updatedAt: unknown
  file: string
}

async function linkRelatedTerms(
  payload: Payload,
  ids: ReturnType<typeof idsOn>,
  later: LaterWrite,
  report: ImportReport,
) {
  try {
    const related = await Promise.all(later.related.map((slug) => ids.idOf('glossary-terms', slug, 'related_terms')))
    const req = await beginWrite(payload)
    await entityWrite(noReferences)(req, WRITER, null, async () => {
      const { collection, id } = later
      const data = { related_terms: related }
      await payload.update({ collection, id, req, depth: 0, overrideAccess: true, context: restoringExport, data })
      await keepUpdatedAt(req, collection, id, later.updatedAt)
    })
  } catch (error) {
    report.problems.push({ file: later.file, reason: reasonOf(error) })
  }
}

/** Imports the export in `dir`; refused with ExportRefused before any write when its manifest is not one we read. */
export async function importSite(payload: Payload, dir: string, out: (line: string) => void = () => {}) {
  const manifest = await readManifest(dir)
  const report: ImportReport = { manifest, created: 0, updated: 0, unchanged: 0, problems: [] }
  out(`Importing the export of ${manifest.site.base_url} made ${manifest.exported_at}`)
  await importMedia(payload, dir, report)
  out(`media: done`)

  const ids = idsOn(payload)
  const later: LaterWrite[] = []
  let read = 0
  for await (const { line, number } of linesOf(path.join(dir, CHECKSUMS_FILE))) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line)
    const file = match?.[2] ?? `${CHECKSUMS_FILE} line ${number}`
    try {
      if (!match) throw new Error('is not a line of a checksums file')
      const collection = collectionOfPath(file)
      if (!collection) throw new Error('is not a file this import reads')
      const bytes = await readExportFile(dir, file)
      if (sha256(bytes) !== match[1]) throw new Error('is not the file exported (its checksum differs)')
      const { fields, body } = readFrontMatter(bytes.toString('utf8'))
      const write = await RECORD_FORMATS[collection].read(fields, body, ids)
      const { id, outcome } = await writeRecord(payload, collection, write)
      report[outcome] += 1
      const related = (write.later?.related_terms as string[] | undefined) ?? []
      if (related.length > 0 && outcome !== 'unchanged')
        later.push({ collection, id, related, updatedAt: write.data.updatedAt, file })
    } catch (error) {
      report.problems.push({ file, reason: reasonOf(error) })
    }
    read += 1
    if (read % 100 === 0) out(`records: ${read} read`)
  }
  for (const write of later) await linkRelatedTerms(payload, ids, write, report)
  await importRedirects(payload, dir, report)
  return report
}
