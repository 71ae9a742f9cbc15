/**
 * The full export's format, version 1 (docs/export-format.md, docs/decisions/067-full-export.md): a directory with
 * `manifest.json`, `media.ndjson` and the files under `media/`, one markdown file with front matter per record, and
 * `checksums.sha256` listing every markdown file in the order an import reads them (each record after those it
 * refers to). The manifest is small whatever the site's size; the long lists are written and read a line at a time.
 */
import { z } from 'zod'

export const EXPORT_FORMAT = 'pms-news-export'
export const EXPORT_FORMAT_VERSION = 1

export const MANIFEST_FILE = 'manifest.json'
export const CHECKSUMS_FILE = 'checksums.sha256'
export const MEDIA_LIST_FILE = 'media.ndjson'
export const MEDIA_DIR = 'media'

/** The exported collections, each under its folder, in the order an import writes them. */
export const EXPORTED = {
  categories: 'categories',
  tags: 'tags',
  authors: 'authors',
  pmses: 'pmses',
  'glossary-terms': 'glossary',
  comparisons: 'comparisons',
  articles: 'articles',
  'pr-links': 'pr-links',
} as const
export type ExportedCollection = keyof typeof EXPORTED

/** Only the format and its version decide whether an import goes on; the rest is told to the operator. */
export const manifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  format_version: z.number().int(),
  site: z.object({ name: z.string(), base_url: z.string() }),
  exported_at: z.string(),
  counts: z.record(z.string(), z.number().int().min(0)),
  /** Files of the export that an import of this version does not read yet (kept for a later one). */
  notes: z.array(z.string()).optional(),
})
export type Manifest = z.infer<typeof manifestSchema>

/** One media item of `media.ndjson`: its file is `media/<path>`. */
export const mediaLineSchema = z.object({
  id: z.number().int(),
  path: z.string().regex(/^[a-z0-9\-/]+\/[^/]+$/),
  alt: z.string().nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  created_at: z.string(),
})
export type MediaLine = z.infer<typeof mediaLineSchema>
