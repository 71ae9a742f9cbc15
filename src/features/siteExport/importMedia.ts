/**
 * The media of an export (`media.ndjson` and the files under `media/`), each uploaded through the media collection
 * as every upload is (converted to WebP, its sizes made), under the directory and name it had, so that the paths
 * the records name hold. An image already there under that path is left alone; a bad line or file is listed.
 */
import path from 'node:path'

import type { Payload } from 'payload'

import { MEDIA_DIR, MEDIA_LIST_FILE, mediaLineSchema } from './exportFormat'
import { type ImportReport, linesOf, readExportFile, reasonOf, sha256 } from './exportFiles'

export async function importMedia(payload: Payload, dir: string, report: ImportReport): Promise<void> {
  for await (const { line, number } of linesOf(path.join(dir, MEDIA_LIST_FILE))) {
    try {
      const item = mediaLineSchema.parse(JSON.parse(line))
      const file = `${MEDIA_DIR}/${item.path}`
      const data = await readExportFile(dir, file)
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
      if (media.filename !== filename)
        throw new Error(`${file} was stored as ${media.filename}: links to it would break`)
      report.created += 1
    } catch (error) {
      report.problems.push({ file: `${MEDIA_LIST_FILE} line ${number}`, reason: reasonOf(error) })
    }
  }
}
