/**
 * The media records a page shows of an image stored by us: its file, alt text and each stored size. Read straight
 * from the table rather than through Payload's `find`, whose query building and read hooks cost more CPU than the
 * rest of an article page's miss: the public may not list the media library (docs/decisions/022), but the image of
 * an article the caller already shows is public through that article.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { MEDIA_SIZES } from '../../ground/media/sizes'

/** A media record as far as a page shows it: its file and each stored size (a size not made has no filename). */
export interface StoredImage {
  /** Which version of the record this is (its id and PostgreSQL's `xmin`, which every update of the row changes). */
  version: string
  prefix: string
  filename: string | null
  alt: string | null
  width: number | null
  height: number | null
  sizes: Record<string, { filename: string | null; width: number | null; height: number | null }>
}

const SIZE_NAMES = MEDIA_SIZES.map((size) => size.name)

/** Each stored size's columns, as one JSON object per record, keyed by the size's name. */
const sizeColumns = sql.join(
  SIZE_NAMES.map((name) =>
    sql.raw(
      `'${name}', json_build_object('filename', m.sizes_${name}_filename, 'width', m.sizes_${name}_width::float8, 'height', m.sizes_${name}_height::float8)`,
    ),
  ),
  sql`, `,
)

/** A media record as `StoredImage`, one JSON value, from the `media m` of the statement around it. */
const storedImageJson = sql`json_build_object('version', m.id || ':' || m.xmin, 'prefix', m.prefix, 'filename', m.filename, 'alt', m.alt, 'width', m.width::float8, 'height', m.height::float8,
  'sizes', json_build_object(${sizeColumns}))`

/** The media records stored at these locations (a directory and a file name each), in one statement. */
export async function storedImagesAt(
  payload: Payload,
  locations: Array<{ prefix: string; filename: string }>,
): Promise<StoredImage[]> {
  if (locations.length === 0) return []
  const rows = await preparedRows<{ image: StoredImage }>(
    payload,
    sql`SELECT ${storedImageJson} AS image FROM media m
      WHERE (m.prefix, m.filename) IN (SELECT * FROM unnest(${sql.param(locations.map(({ prefix }) => prefix))}::text[], ${sql.param(locations.map(({ filename }) => filename))}::text[]))`,
  )
  return rows.map((row) => row.image)
}

/** What `storedImageOfUrl` found: the location the statement read from the URL, and the record stored there. */
export interface FoundImage {
  prefix: string | null
  filename: string | null
  media: StoredImage | null
}

/**
 * The media record a featured image's URL (the SQL `url`) names, as `FoundImage` in one JSON value, for the statement
 * that reads the URL, so that an article page reads its image in the same round trip. The location is read from the
 * URL as `/media/<directory>/<file>.webp` (as src/features/site/loaders/featuredImage.ts reads it, but for the percent-decoding
 * SQL does not do), and given back beside the record so that the caller can check that it was.
 */
export const storedImageOfUrl = (url: SQL) => sql`(
  SELECT json_build_object('prefix', location.prefix, 'filename', location.filename,
    'media', (SELECT ${storedImageJson} FROM media m WHERE m.prefix = location.prefix AND m.filename = location.filename))
  FROM (SELECT substring(${url} from '/media/(.+)/[^/]+\.webp$') AS prefix, substring(${url} from '/media/.+/([^/]+\.webp)$') AS filename) location)`
