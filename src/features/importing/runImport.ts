/**
 * An import run (docs/decisions/065-importers.md): the source's posts one at a time, each given its PMS (the map's
 * rules, else the default, else skipped), imported in its own transaction (./importPost.ts) or, on a dry run, only
 * planned. A post's problem is listed and the run goes on; only a file refused whole (./sourcePost.ts) stops it, and
 * that happens before anything is written.
 */
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { AppError } from '../../ground/errors/AppError'
import { readGhostPosts, scanGhostExport } from './ghostExport'
import { findImportedMany } from './importedItems'
import { RunImages } from './importImages'
import type { ImportRun } from './importRun'
import { imageUrlsOfPost, importPost, isUnchanged, plannedOutcome, PostRefused, type PostOutcome } from './importPost'
import { type PmsMap, pmsSlugFor } from './pmsMap'
import { SourceFileRefused, type SourceKind, type SourcePost, type SourceStatus } from './sourcePost'
import { readWordpressPosts, scanWordpressExport } from './wordpressExport'

export interface ImportOptions {
  source: SourceKind
  file: string
  pmsMap: PmsMap
  defaultPms: string | null
  /** The old site's address: WordPress's own is in the file, Ghost's `__GHOST_URL__` needs it. */
  oldSite: string | null
  dryRun: boolean
  /** Records the old addresses of a post as redirects to its new path, in the post's transaction; says what it could not. */
  recordRedirects: (req: PayloadRequest, from: string[], to: string) => Promise<string[]>
  onProgress?: (progress: ImportProgress) => void
}

export interface ImportProgress {
  done: number
  total: number
  /** The outcomes so far, for a progress shown with its counts (the cockpit's import runs). */
  outcomes: Readonly<Record<PostOutcome, number>>
  skipped: number
  failed: number
}

export interface ListedPost {
  title: string
  key: string
  reason: string
}

export interface ImportReport {
  total: number
  outcomes: Record<PostOutcome, number>
  /** Private, password-protected, members-only, scheduled or trashed posts, and posts without a PMS: not imported. */
  skipped: ListedPost[]
  /** Posts refused, each with why: nothing of them was written. */
  failed: ListedPost[]
  /** Imported posts with what their conversion noticed. */
  warnings: ListedPost[]
  /** Items of the file that are not posts (pages, attachments, menu items…), by type. */
  otherItems: Map<string, number>
}

const SKIPPED_BECAUSE: Partial<Record<SourceStatus, string>> = {
  private: 'private on the old site',
  password: 'password-protected on the old site',
  members: 'for members only on the old site',
  scheduled: 'scheduled, not yet published, on the old site',
  trashed: 'in the old site’s trash',
}

interface Source {
  siteUrl: string | null
  total: number
  otherItems: Map<string, number>
  posts: () => AsyncIterable<SourcePost>
}

async function openSource(options: ImportOptions): Promise<Source> {
  if (options.source === 'ghost') {
    const index = await scanGhostExport(options.file)
    return {
      siteUrl: options.oldSite,
      total: index.posts,
      otherItems: index.otherItems,
      posts: () => readGhostPosts(options.file, index, options.oldSite),
    }
  }
  const index = await scanWordpressExport(options.file)
  return {
    siteUrl: options.oldSite ?? (index.siteUrl || null),
    total: index.posts,
    otherItems: index.otherItems,
    posts: () => readWordpressPosts(options.file, index),
  }
}

/** The PMSes the map and the default name, by slug; one the database lacks refuses the run before it starts. */
async function pmsIds(payload: Payload, options: ImportOptions): Promise<Map<string, number>> {
  const slugs = [...new Set([...options.pmsMap.values(), ...(options.defaultPms ? [options.defaultPms] : [])])]
  const { docs } = await payload.find({
    collection: 'pmses',
    where: { slug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    pagination: false,
  })
  const ids = new Map(docs.map((pms) => [pms.slug!, pms.id]))
  const missing = slugs.filter((slug) => !ids.has(slug))
  if (missing.length > 0)
    throw new SourceFileRefused(
      `No PMS has the slug ${missing.map((slug) => `"${slug}"`).join(', ')} (--pms-map, --default-pms)`,
    )
  return ids
}

const reasonOf = (error: unknown): string => {
  if (error instanceof PostRefused) return error.message
  if (error instanceof AppError) {
    const fields = error.errors?.map((entry) => `${entry.field} ${entry.message}`).join('; ')
    return fields || error.message
  }
  return `failed: ${(error as Error).message}`
}

/**
 * Posts read a batch ahead of the ones being written: a batch's ledger rows are read in one statement, and the images
 * of its posts that will be written are fetched and converted while the batch before it is written.
 */
const BATCH = 8

async function* batchesOf<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = []
  for await (const item of items) {
    batch.push(item)
    if (batch.length === size) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

export async function runImport(payload: Payload, options: ImportOptions): Promise<ImportReport> {
  const ids = await pmsIds(payload, options)
  const source = await openSource(options)
  const report: ImportReport = {
    total: 0,
    outcomes: { created: 0, updated: 0, unchanged: 0 },
    skipped: [],
    failed: [],
    warnings: [],
    otherItems: source.otherItems,
  }
  const runReq = await createLocalReq({}, payload)
  const run: ImportRun = {
    authors: new Map(),
    categories: new Map(),
    tags: new Map(),
    images: new RunImages(runReq, options.source),
  }
  /** A batch's ledger rows and targets, its images asked for: the batch after the one being written. */
  const prepared = async (batch: SourcePost[]) => {
    const ledger = await findImportedMany(
      runReq,
      options.source,
      'article',
      batch.map((post) => post.key),
    )
    const targets = batch.map((post) => {
      const pmsSlug = SKIPPED_BECAUSE[post.status] ? null : pmsSlugFor(post, options.pmsMap, options.defaultPms)
      if (!pmsSlug) return null
      const target = { source: options.source, siteUrl: source.siteUrl, pmsId: ids.get(pmsSlug)!, pmsSlug }
      const known = ledger.get(post.key) ?? null
      if (!options.dryRun && !post.oversized && !isUnchanged(known, post, target))
        run.images.ask(imageUrlsOfPost(post, target.siteUrl))
      return target
    })
    return { batch, ledger, targets }
  }
  const batches = batchesOf(source.posts(), BATCH)
  const nextPrepared = () => {
    const preparing = batches.next().then((next) => (next.done ? null : prepared(next.value)))
    // Awaited once the batch before it is written; a failure meanwhile is not unhandled.
    preparing.catch(() => undefined)
    return preparing
  }
  let coming = nextPrepared()
  for (let current = await coming; current !== null; current = await coming) {
    coming = nextPrepared()
    const { batch, ledger, targets } = current
    for (const [index, post] of batch.entries()) {
      report.total++
      // A request per post: Payload's request keeps what it has read (its dataloader), which would grow with the run.
      const req = await createLocalReq({}, payload)
      const listed = (reason: string): ListedPost => ({ title: post.title || '(untitled)', key: post.key, reason })
      const skippedBecause = SKIPPED_BECAUSE[post.status]
      const target = targets[index]
      const known = ledger.get(post.key) ?? null
      if (skippedBecause) report.skipped.push(listed(skippedBecause))
      else if (!target)
        report.skipped.push(listed('no PMS: no --pms-map rule matches its categories or tags, and no --default-pms'))
      else {
        try {
          if (options.dryRun) report.outcomes[await plannedOutcome(req, post, target, known)]++
          else {
            const { outcome, warnings } = await importPost(req, post, target, options.recordRedirects, run, known)
            report.outcomes[outcome]++
            if (warnings.length > 0) report.warnings.push(listed(warnings.join('; ')))
          }
        } catch (error) {
          report.failed.push(listed(reasonOf(error)))
        }
      }
      options.onProgress?.({
        done: report.total,
        total: source.total,
        outcomes: report.outcomes,
        skipped: report.skipped.length,
        failed: report.failed.length,
      })
    }
  }
  return report
}
