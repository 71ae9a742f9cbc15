/**
 * `export --to <dir>` and the cockpit's download (docs/export-format.md): every record of the exported collections,
 * drafts included, as markdown with front matter, the media files, and the manifest. Records are read a batch at a
 * time and written as they come, so an export of any size needs the memory of one batch and the slug lists of the
 * small collections a record refers to (PMSes, authors, categories, tags, glossary terms, media paths).
 */

import fs from 'node:fs/promises'
import path from 'node:path'

import type { DataFromCollectionSlug, Payload } from 'payload'

import { env } from '../../ground/env'
import { frontMatter } from '../../ground/markdown/frontMatter'
import { readMediaFile } from '../../ground/media/mediaStore'
import { SITE_NAME } from '../site/pageHead'
import {
  CHECKSUMS_FILE,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  EXPORTED,
  type ExportedCollection,
  MANIFEST_FILE,
  type Manifest,
  MEDIA_DIR,
  MEDIA_LIST_FILE,
  type MediaLine,
} from './exportFormat'
import { sha256 } from './exportFiles'
import { RECORD_FORMATS } from './recordFiles'
import type { Names } from './recordFormat'
import { exportedRedirects } from './redirectsFile'

const BATCH = 100

/** Every record of `collection`, a batch at a time, in id order, drafts included (their latest saved row). */
async function* recordsOf<C extends ExportedCollection | 'media'>(
  payload: Payload,
  collection: C,
): AsyncGenerator<DataFromCollectionSlug<C>> {
  for (let page = 1; ; page += 1) {
    const result = await payload.find({ collection, depth: 0, limit: BATCH, page, sort: 'id', overrideAccess: true })
    yield* result.docs as DataFromCollectionSlug<C>[]
    if (!result.hasNextPage) return
  }
}

async function slugsOf(payload: Payload, collection: 'pmses' | 'authors' | 'categories' | 'tags' | 'glossary-terms') {
  const slugs = new Map<number, string>()
  for await (const doc of recordsOf(payload, collection)) slugs.set(doc.id, (doc as { slug: string }).slug)
  return slugs
}

function namesOf(payload: Payload, slugs: Map<string, Map<number, string>>, media: Map<number, string>): Names {
  return {
    slugOf: (collection, id) => (typeof id === 'number' ? (slugs.get(collection)!.get(id) ?? null) : null),
    mediaPathOf: (id) => (typeof id === 'number' ? (media.get(id) ?? null) : null),
    articleOf: async (id) => {
      if (typeof id !== 'number') return null
      const article = await payload.findByID({
        collection: 'articles',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      const pms = article ? slugs.get('pmses')!.get(article.pms as number) : undefined
      return article && pms ? `${pms}/${article.slug}` : null
    },
  }
}

/** Writes a file of the export, its folders made as needed. */
async function writeFile(root: string, relative: string, data: Buffer | string): Promise<void> {
  const target = path.join(root, ...relative.split('/'))
  await fs.mkdir(path.dirname(target), { recursive: true })
  await fs.writeFile(target, data)
}

interface ExportReport {
  counts: Record<string, number>
  /** Media items whose file the store did not have: listed, the export goes on. */
  missingMedia: string[]
}

/** Exports the site into `dir`, which must be empty or absent. */
export async function exportSite(payload: Payload, dir: string, out: (line: string) => void = () => {}) {
  const existing = await fs.readdir(dir).catch(() => [])
  if (existing.length > 0) throw new ExportTargetNotEmpty(dir)
  await fs.mkdir(dir, { recursive: true })
  const counts: Record<string, number> = {}
  const missingMedia: string[] = []

  const media = new Map<number, string>()
  const mediaList = await fs.open(path.join(dir, MEDIA_LIST_FILE), 'w')
  try {
    for await (const item of recordsOf(payload, 'media')) {
      if (!item.prefix || !item.filename) continue
      const relative = `${item.prefix}/${item.filename}`
      const stored = await readMediaFile(relative)
      if (!stored) {
        missingMedia.push(relative)
        continue
      }
      media.set(item.id, relative)
      await writeFile(dir, `${MEDIA_DIR}/${relative}`, stored.data)
      const line: MediaLine = {
        id: item.id,
        path: relative,
        alt: item.alt ?? null,
        sha256: sha256(stored.data),
        created_at: item.createdAt,
      }
      await mediaList.write(`${JSON.stringify(line)}\n`)
    }
  } finally {
    await mediaList.close()
  }
  counts.media = media.size
  out(`media: ${media.size} files${missingMedia.length ? `, ${missingMedia.length} missing from the store` : ''}`)

  const slugs = new Map<string, Map<number, string>>()
  for (const collection of ['pmses', 'authors', 'categories', 'tags', 'glossary-terms'] as const)
    slugs.set(collection, await slugsOf(payload, collection))
  const names = namesOf(payload, slugs, media)

  const checksums = await fs.open(path.join(dir, CHECKSUMS_FILE), 'w')
  try {
    for (const collection of Object.keys(EXPORTED) as ExportedCollection[]) {
      const format = RECORD_FORMATS[collection]
      let count = 0
      for await (const doc of recordsOf(payload, collection)) {
        const { fields, body } = await format.write(doc, names)
        const text = `${frontMatter(fields)}${body}${body.endsWith('\n') || body === '' ? '' : '\n'}`
        const relative = await format.pathOf(doc, names)
        await writeFile(dir, relative, text)
        await checksums.write(`${sha256(text)}  ${relative}\n`)
        count += 1
      }
      counts[collection] = count
      out(`${collection}: ${count}`)
    }
  } finally {
    await checksums.close()
  }
  counts.redirects = await exportedRedirects(payload, dir)

  const manifest: Manifest = {
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    site: { name: SITE_NAME, base_url: env.baseUrl },
    exported_at: new Date().toISOString(),
    counts,
  }
  await writeFile(dir, MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`)
  return { counts, missingMedia } satisfies ExportReport
}

export class ExportTargetNotEmpty extends Error {
  readonly code = 'export_target_not_empty'
  constructor(dir: string) {
    super(`${dir} is not empty: export into a new or empty directory`)
  }
}
