/**
 * Where stored images live on disk: `DATA_DIR/media/<directory>/<filename>`. Payload's own local storage writes
 * every file flat into one folder, so the media collection turns it off and stores through this module instead
 * (docs/decisions/006-image-ingestion.md).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { env } from '../env'

/** How long browsers and CDNs keep a stored image: names can be reused after a delete, so a day with revalidation. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/** A stored file as the /media route answers it. */
export interface StoredObject {
  data: Buffer
  etag: string
  lastModified: Date
}

export interface MediaFile {
  filename: string
  data: Buffer
}

export function mediaRoot(): string {
  return path.join(env.dataDir, 'media')
}

/** The image's path below the media root, as the API reports it and the public URL carries it. */
export function storedPath(directory: string, filename: string): string {
  return `${directory}/${filename}`
}

/** Site-relative public URL of a stored file; see src/app/media/[...path]/route.ts. */
export function publicMediaPath(directory: string, filename: string): string {
  return `/media/${directory}/${encodeURIComponent(filename)}`
}

/**
 * The absolute path of a stored file, or null when the relative path could name anything outside the media root
 * (a `..` segment, an absolute path, a NUL byte).
 */
export function absoluteMediaPath(relative: string): string | null {
  if (relative.includes('\0') || relative.includes('\\')) return null
  const segments = relative.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null
  const root = mediaRoot()
  const absolute = path.resolve(root, ...segments)
  return absolute.startsWith(root + path.sep) ? absolute : null
}

function resolveOrThrow(directory: string, filename: string): string {
  const absolute = absoluteMediaPath(storedPath(directory, filename))
  if (!absolute) throw new Error(`Refusing to store media outside the media root: ${directory}/${filename}`)
  return absolute
}

/**
 * Writes each file through a temporary name and a rename, so a reader never sees half a file. When any write
 * fails, the ones already written are removed again: a failed upload leaves nothing behind.
 */
export async function writeMediaFiles(directory: string, files: MediaFile[]): Promise<void> {
  const written: string[] = []
  try {
    for (const file of files) {
      const target = resolveOrThrow(directory, file.filename)
      await fs.mkdir(path.dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await fs.writeFile(temporary, file.data, { flag: 'wx' })
        await fs.rename(temporary, target)
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
      written.push(target)
    }
  } catch (error) {
    await Promise.all(written.map((target) => fs.rm(target, { force: true })))
    throw error
  }
}

export async function removeMediaFiles(directory: string, filenames: string[]): Promise<void> {
  await Promise.all(filenames.map((filename) => fs.rm(resolveOrThrow(directory, filename), { force: true })))
}

/** A media document as hooks and handlers read it: where its files are and their addresses. */
export interface ReadMedia {
  prefix?: string | null
  filename?: string | null
  url?: string | null
  thumbnailURL?: string | null
  sizes?: Record<string, { filename?: string | null; url?: string | null } | undefined> | null
}
