/**
 * Stored images in an S3-compatible bucket (docs/decisions/037-media-storage.md): the same keys as the local
 * directory's paths (`<directory>/<filename>`), written with their type and cache lifetime. A failed upload removes
 * what it wrote, as the local store does. A bucket that is away (a 5xx, a refused or cut connection) throws
 * MediaStorageUnavailable, which the API and the /media route answer with 503 (./storageUnavailable.ts).
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import type { Env } from '../env'
import { MEDIA_CACHE_CONTROL, type MediaFile, type StoredObject, storedPath } from './mediaFiles'
import { asStorageError } from './storageUnavailable'

export interface S3MediaStore {
  bucket: string
  write(directory: string, files: MediaFile[]): Promise<void>
  remove(directory: string, filenames: string[]): Promise<void>
  read(relative: string): Promise<StoredObject | null>
  /** The size of a stored object, or null when there is none (the migration's "already copied"). */
  sizeOf(relative: string): Promise<number | null>
  /** Writes one object under its key as it is (the migration). */
  put(relative: string, data: Buffer): Promise<void>
}

export function s3Client(
  env: Pick<
    Env,
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'OUTBOUND_TIMEOUT_MS'
  >,
): S3Client {
  return new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    requestHandler: { requestTimeout: env.OUTBOUND_TIMEOUT_MS, connectionTimeout: env.OUTBOUND_TIMEOUT_MS },
  })
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404

export function s3MediaStore(client: S3Client, bucket: string): S3MediaStore {
  const put = async (key: string, data: Buffer) => {
    await sent(
      client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: 'image/webp',
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      ),
    )
  }
  /** A request's answer, its failure said as MediaStorageUnavailable when the bucket is away. */
  async function sent<T>(request: Promise<T>): Promise<T> {
    try {
      return await request
    } catch (error) {
      throw asStorageError(error)
    }
  }
  const removeKeys = async (keys: string[]) => {
    if (keys.length === 0) return
    await sent(
      client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      ),
    )
  }
  return {
    bucket,
    put,
    async write(directory, files) {
      const written: string[] = []
      try {
        for (const file of files) {
          const key = storedPath(directory, file.filename)
          await put(key, file.data)
          written.push(key)
        }
      } catch (error) {
        await removeKeys(written).catch(() => undefined)
        throw error
      }
    },
    remove: (directory, filenames) => removeKeys(filenames.map((filename) => storedPath(directory, filename))),
    async read(relative) {
      try {
        const object = await sent(client.send(new GetObjectCommand({ Bucket: bucket, Key: relative })))
        const data = Buffer.from(await sent(object.Body!.transformToByteArray()))
        return {
          data,
          etag: object.ETag ?? `"${data.length.toString(36)}"`,
          lastModified: object.LastModified ?? new Date(0),
        }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async sizeOf(relative) {
      try {
        return (await sent(client.send(new HeadObjectCommand({ Bucket: bucket, Key: relative })))).ContentLength ?? 0
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
  }
}
