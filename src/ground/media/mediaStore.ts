/**
 * Where stored images live (docs/decisions/037-media-storage.md): the local directory `DATA_DIR/media` (the
 * default, and `npm run dev`), or an S3-compatible bucket when S3_BUCKET is set, so that every app instance serves
 * what any of them stored. The upload hooks, the /media route and the migration command go through here.
 */
import fs from 'node:fs/promises'

import { env } from '../env'
import { absoluteMediaPath, type MediaFile, removeMediaFiles, type StoredObject, writeMediaFiles } from './mediaFiles'
import type { S3MediaStore } from './s3MediaFiles'

let bucketStore: Promise<S3MediaStore> | undefined

/**
 * The bucket's store when S3_BUCKET is set, else null. The AWS SDK is loaded only then: a server on the local
 * directory neither starts slower nor holds it in memory.
 */
export function bucketOf(): Promise<S3MediaStore> | null {
  if (!env.S3_BUCKET) return null
  const bucket = env.S3_BUCKET
  bucketStore ??= import('./s3MediaFiles').then(({ s3Client, s3MediaStore }) => s3MediaStore(s3Client(env), bucket))
  return bucketStore
}

export async function storeMediaFiles(directory: string, files: MediaFile[]): Promise<void> {
  const bucket = await bucketOf()
  await (bucket ? bucket.write(directory, files) : writeMediaFiles(directory, files))
}

export async function deleteMediaFiles(directory: string, filenames: string[]): Promise<void> {
  const bucket = await bucketOf()
  await (bucket ? bucket.remove(directory, filenames) : removeMediaFiles(directory, filenames))
}

/** A stored file by its path below the media root, or null (no such file, or a path that could leave the root). */
export async function readMediaFile(relative: string): Promise<StoredObject | null> {
  const absolute = absoluteMediaPath(relative)
  if (!absolute) return null
  const bucket = await bucketOf()
  if (bucket) return bucket.read(relative)
  try {
    const stat = await fs.stat(absolute)
    if (!stat.isFile()) return null
    // Stored images are a few hundred kilobytes to a few megabytes: read whole, with no file handle left open.
    return {
      data: await fs.readFile(absolute),
      etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      lastModified: stat.mtime,
    }
  } catch {
    return null
  }
}

/** Where a browser is sent for a stored file when a CDN serves the bucket (MEDIA_PUBLIC_URL), else null. */
export function mediaRedirectOf(relative: string): string | null {
  return env.MEDIA_PUBLIC_URL
    ? `${env.MEDIA_PUBLIC_URL.replace(/\/$/, '')}/${relative.split('/').map(encodeURIComponent).join('/')}`
    : null
}
