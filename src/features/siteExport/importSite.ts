/**
 * `import:pms-news --from <dir>`: reads a full export (./exportFormat.ts) back into this site, into an empty one or
 * any other. A manifest of another format or version is refused before anything is written; after that, a file
 * that cannot be imported (unreadable, altered since the export, naming what is not there, refused by the
 * collection) is listed and the import goes on. Media go in through the media collection's upload, as every upload
 * does; each record through its collection's write skeleton (src/content/entityWrite.ts: one transaction, recorded
 * as the import's, Payload's refusals mapped to the fields), with the collection's hooks doing what they do for
 * every writer. A record is found again by its slug (a PR link by its URL): a second run creates nothing twice, and
 * leaves alone what has not changed since the export.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'

import type { Payload, PayloadRequest } from 'payload'

import { writeArticle } from '../../content/articles/articleWrite'
import { entityWrite, noReferences } from '../../content/entityWrite'
import { restoringExport } from '../../content/restoringExport'
import { beginWrite } from '../../content/writeTransaction'
import { AppError } from '../../ground/errors/AppError'
import { readFrontMatter } from '../../ground/markdown/frontMatter'
import {
  CHECKSUMS_FILE,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportedCollection,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  MEDIA_DIR,
  MEDIA_LIST_FILE,
  mediaLineSchema,
} from './exportFormat'
import { collectionOfPath, type Ids, RECORD_FORMATS, type RecordWrite } from './recordFiles'
import { importRedirects } from './redirectsFile'

const WRITER = 'import:pms-news (the full export)'

/** The export cannot be read at all: nothing was written. */
export class ExportRefused extends Error {
  readonly code = 'export_refused'
}

export interface ImportReport {
  manifest: Manifest
  created: number
  updated: number
  unchanged: number
  /** Each file that was not imported, and why. */
  problems: { file: string; reason: string }[]
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

async function readManifest(dir: string): Promise<Manifest> {
  const stat = await fs.stat(dir).catch(() => null)
  if (!stat?.isDirectory()) throw new ExportRefused(`${dir} is not a directory`)
  const text = await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => null)
  if (text === null) throw new ExportRefused(`${dir} has no ${MANIFEST_FILE}: it is not a full export of PMS News`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ExportRefused(`${MANIFEST_FILE} is not JSON`)
  }
  const format = (json as { format?: unknown } | null)?.format
  if (format !== EXPORT_FORMAT)
    throw new ExportRefused(`${MANIFEST_FILE} is not of a PMS News export (format is ${JSON.stringify(format)})`)
  const version = (json as { format_version?: unknown }).format_version
  if (version !== EXPORT_FORMAT_VERSION)
    throw new ExportRefused(
      `${MANIFEST_FILE} has format_version ${JSON.stringify(version)}; this site reads version ${EXPORT_FORMAT_VERSION} only`,
    )
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ExportRefused(`${MANIFEST_FILE}: "${issue.path.join('.')}" ${issue.message}`)
  }
  return parsed.data
}

/** A relative path of the export that stays inside it. */
function inside(dir: string, relative: string): string {
  if (relative.startsWith('/') || relative.split('/').some((part) => part === '..' || part === ''))
    throw new Error('is not a path inside the export')
  return path.join(dir, ...relative.split('/'))
}

async function* linesOf(file: string) {
  const exists = await fs.stat(file).catch(() => null)
  if (!exists) return
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })
  let number = 0
  for await (const line of lines) {
    number += 1
    if (line.trim() !== '') yield { line, number }
  }
}

const reasonOf = (error: unknown): string => {
  if (error instanceof AppError && error.errors?.length)
    return error.errors.map((entry) => `${entry.field} ${entry.message}`).join('; ')
  return error instanceof Error ? error.message : String(error)
}

/** This site's ids of what the export's files name, looked up once each. */
function idsOn(payload: Payload): Ids {
  const known = new Map<string, number>()
  async function cached(key: string, find: () => Promise<number | undefined>, missing: string): Promise<number> {
    const hit = known.get(key)
    if (hit !== undefined) return hit
    const id = await find()
    if (id === undefined) throw new Error(missing)
    known.set(key, id)
    return id
  }
  const first = async (collection: 'pmses' | 'authors' | 'categories' | 'glossary-terms' | 'articles' | 'media', where: object) =>
    (await payload.find({ collection, where: where as never, limit: 1, depth: 0, overrideAccess: true, pagination: false }))
      .docs[0]?.id as number | undefined
  const ids: Ids = {
    idOf: (collection, slug, field) =>
      cached(
        `${collection}:${slug}`,
        () => first(collection, { slug: { equals: slug } }),
        `front matter field "${field}" names ${collection} "${slug}", which is neither on this site nor imported`,
      ),
    mediaIdOf: (relative, field) => {
      const cut = relative.lastIndexOf('/')
      return cached(
        `media:${relative}`,
        () => first('media', { prefix: { equals: relative.slice(0, cut) }, filename: { equals: relative.slice(cut + 1) } }),
        `front matter field "${field}" names the image ${relative}, which is neither on this site nor imported`,
      )
    },
    articleIdOf: async (key, field) => {
      const [pmsSlug, slug] = key.split('/') as [string, string]
      const pms = await ids.idOf('pmses', pmsSlug, field)
      return cached(
        `articles:${key}`,
        () => first('articles', { slug: { equals: slug }, pms: { equals: pms } }),
        `front matter field "${field}" names the article ${key}, which is neither on this site nor imported`,
      )
    },
  }
  return ids
}

async function importMedia(payload: Payload, dir: string, report: ImportReport): Promise<void> {
  for await (const { line, number } of linesOf(path.join(dir, MEDIA_LIST_FILE))) {
    const label = `${MEDIA_LIST_FILE} line ${number}`
    try {
      const item = mediaLineSchema.parse(JSON.parse(line))
      const file = `${MEDIA_DIR}/${item.path}`
      const data = await fs.readFile(inside(dir, file)).catch(() => {
        throw new Error(`names ${file}, which is not in the export`)
      })
      if (sha256(data) !== item.sha256) throw new Error(`${file} is not the file exported (its checksum differs)`)
      const cut = item.path.lastIndexOf('/')
      const [prefix, filename] = [item.path.slice(0, cut), item.path.slice(cut + 1)]
      const existing = await payload.find({
        collection: 'media',
        where: { prefix: { equals: prefix }, filename: { equals: filename } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        pagination: false,
      })
      if (existing.docs.length > 0) {
        report.unchanged += 1
        continue
      }
      const media = await payload.create({
        collection: 'media',
        data: { alt: item.alt, prefix, createdAt: item.created_at },
        file: { data, mimetype: 'image/webp', name: filename, size: data.length },
        depth: 0,
        overrideAccess: true,
      })
      if (media.filename !== filename) throw new Error(`${file} was stored as ${media.filename}: links to it will not hold`)
      report.created += 1
    } catch (error) {
      report.problems.push({ file: label, reason: reasonOf(error) })
    }
  }
}

/**
 * Payload stamps every update with the time of the write; a restored record keeps the time it was last changed on
 * the site it came from (its pages show it), set on the row beside the write, in its transaction.
 */
async function keepUpdatedAt(req: PayloadRequest, collection: ExportedCollection, id: number, updatedAt: unknown) {
  if (typeof updatedAt !== 'string') return
  await req.payload.db.updateOne({ collection, id, data: { updatedAt }, req, returning: false })
}

/** The write of one record, in its own transaction: found by its key and updated, or created. */
async function writeRecord(
  payload: Payload,
  collection: ExportedCollection,
  write: RecordWrite,
): Promise<{ id: number; outcome: 'created' | 'updated' | 'unchanged' }> {
  const req = await beginWrite(payload)
  const inWrite =
    collection === 'articles'
      ? <T>(work: () => Promise<T>) =>
          writeArticle(req, WRITER, { pms_id: write.data.pms as number, author_id: write.data.author as number }, work)
      : <T>(work: () => Promise<T>) => entityWrite(noReferences)(req, WRITER, null, work)
  const options = (r: PayloadRequest) =>
    ({ collection, req: r, depth: 0, overrideAccess: true, context: restoringExport, draft: write.draft }) as const
  return inWrite(async () => {
    const found = await payload.find({ ...options(req), where: write.match, limit: 1, pagination: false })
    const existing = found.docs[0] as { id: number; updatedAt?: string } | undefined
    if (!existing) {
      const created = await payload.create({ ...options(req), data: write.data as never })
      await keepUpdatedAt(req, collection, created.id as number, write.data.updatedAt)
      return { id: created.id as number, outcome: 'created' as const }
    }
    if (write.data.updatedAt !== undefined && existing.updatedAt === write.data.updatedAt)
      return { id: existing.id, outcome: 'unchanged' as const }
    await payload.update({ ...options(req), id: existing.id, data: write.data as never })
    await keepUpdatedAt(req, collection, existing.id, write.data.updatedAt)
    return { id: existing.id, outcome: 'updated' as const }
  })
}

/** Imports the export in `dir`; refused with ExportRefused before any write when its manifest is not one we read. */
export async function importSite(payload: Payload, dir: string, out: (line: string) => void = () => {}) {
  const manifest = await readManifest(dir)
  const report: ImportReport = { manifest, created: 0, updated: 0, unchanged: 0, problems: [] }
  out(`Importing the export of ${manifest.site.base_url} made ${manifest.exported_at}`)
  await importMedia(payload, dir, report)
  out(`media: done (${report.created} stored)`)

  const ids = idsOn(payload)
  const later: {
    collection: ExportedCollection
    id: number
    data: Record<string, unknown>
    updatedAt: unknown
    file: string
  }[] = []
  let read = 0
  for await (const { line, number } of linesOf(path.join(dir, CHECKSUMS_FILE))) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line)
    const file = match?.[2] ?? `${CHECKSUMS_FILE} line ${number}`
    try {
      if (!match) throw new Error('is not a line of a checksums file')
      const collection = collectionOfPath(file)
      if (!collection) throw new Error('is not a file this import reads')
      const bytes = await fs.readFile(inside(dir, file)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new Error('is listed but not in the export') : error
      })
      if (sha256(bytes) !== match[1]) throw new Error('is not the file exported (its checksum differs)')
      const { fields, body } = readFrontMatter(bytes.toString('utf8'))
      const write = await RECORD_FORMATS[collection].read(fields, body, ids)
      const { id, outcome } = await writeRecord(payload, collection, write)
      report[outcome] += 1
      if (write.later) later.push({ collection, id, data: write.later, updatedAt: write.data.updatedAt, file })
    } catch (error) {
      report.problems.push({ file, reason: reasonOf(error) })
    }
    read += 1
    if (read % 100 === 0) out(`records: ${read} read`)
  }

  // Glossary terms name each other: linked once every one of them exists.
  for (const { collection, id, data, updatedAt, file } of later) {
    try {
      const related = await Promise.all(
        (data.related_terms as string[]).map((slug) => ids.idOf('glossary-terms', slug, 'related_terms')),
      )
      const req = await beginWrite(payload)
      await entityWrite(noReferences)(req, WRITER, null, async () => {
        const data = { related_terms: related }
        await payload.update({ collection, id, req, depth: 0, overrideAccess: true, context: restoringExport, data })
        await keepUpdatedAt(req, collection, id, updatedAt)
      })
    } catch (error) {
      report.problems.push({ file, reason: reasonOf(error) })
    }
  }
  await importRedirects(payload, dir)
  return report
}
