/**
 * Who may load a stored file (docs/decisions/059-media-files-public-by-use.md): anyone, when public content shows its
 * image (`publicMedia`, src/ground/db/publicMedia.ts); staff, any file of the media library.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedRows } from '../../ground/db/adapter'
import { publicMedia } from '../../ground/db/publicMedia'
import { DEFAULT_DIRECTORY } from '../../ground/media/directory'
import { MEDIA_SIZES } from '../../ground/media/sizes'

/** Every column a stored file's name is kept in: the image's own, and each size's. */
const COLUMNS = ['filename', ...MEDIA_SIZES.map((size) => `sizes_${size.name}_filename`)].map((column) =>
  sql.raw(`m.${column}`),
)
const FILE_COLUMNS = sql.join(COLUMNS, sql`, `)
/** The `<directory>/<file>.webp` of each of the image's files (a size not made has none). */
export const FILE_PATHS = sql`array_remove(ARRAY[${sql.join(
  COLUMNS.map((column) => sql`m.prefix || '/' || ${column}`),
  sql`, `,
)}], NULL)`

/**
 * The directories holding a file named `filename` (an image's or one of its sizes'), `directory` or any, each with
 * whether public content shows its image. One statement that does the same work for a name no image has as for one
 * an image has: the public rule is asked of the name given when no record answers to it, so that neither the answer
 * to an anonymous client nor its time tells an image only staff may see from no image at all.
 */
async function mediaFileStandings(
  payload: Payload,
  filename: string,
  directory: string | null,
): Promise<Array<{ directory: string; isPublic: boolean }>> {
  const asked = `${directory ?? DEFAULT_DIRECTORY}/${filename}`
  const rows = await preparedRows<{ directory: string | null; public: boolean }>(
    payload,
    sql`SELECT m.prefix AS directory,
      ${publicMedia(sql`coalesce(m.id, 0)`, sql`CASE WHEN m.id IS NULL THEN ARRAY[asked.path] ELSE ${FILE_PATHS} END`)} AS public
    FROM (SELECT ${asked}::text AS path) asked
    LEFT JOIN media m ON ${filename}::text IN (${FILE_COLUMNS})${directory === null ? sql`` : sql` AND m.prefix = ${directory}`}
    ORDER BY m.id`,
  )
  return rows.flatMap((row) => (row.directory === null ? [] : [{ directory: row.directory, isPublic: row.public }]))
}

export interface LoadableMediaFile {
  /** Where the file is stored. */
  directory: string
  /** Whether anyone may load it; if not, only staff, and no shared cache may keep it. */
  isPublic: boolean
}

/**
 * Where `filename` may be served to the caller from, or null when it may not (no such file, or not the caller's to
 * see): a public image's directory, for anyone; else, for staff, the first that holds it. Whether the caller is staff
 * is asked only when the file is not public, and then whether a file answers to the name or not, so that the
 * credentials a caller sends cost it the same time either way.
 */
export async function loadableMediaFile(
  payload: Payload,
  { filename, directory, isStaff }: { filename: string; directory: string | null; isStaff: () => Promise<boolean> },
): Promise<LoadableMediaFile | null> {
  // No stored name holds a NUL, and PostgreSQL refuses to compare one: such a name is simply no file.
  if (filename.includes('\0') || directory?.includes('\0')) return null
  const standings = await mediaFileStandings(payload, filename, directory)
  const open = standings.find((standing) => standing.isPublic)
  if (open) return open
  const staff = await isStaff()
  return staff ? (standings[0] ?? null) : null
}
