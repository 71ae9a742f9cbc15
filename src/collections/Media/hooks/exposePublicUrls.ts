import type { CollectionAfterReadHook } from 'payload'

import type { Media } from '../../../content/payload-types'
import { publicMediaPath } from '../../../ground/media/mediaFiles'

/**
 * Payload computes `/cms-api/media/file/<filename>` URLs, which know nothing of directories. Every read instead
 * gets the public address `/media/<directory>/<filename>` (absolute when BASE_URL is set), served by
 * src/app/media/[...path]/route.ts without touching the database.
 */
export const exposePublicUrls: CollectionAfterReadHook<Media> = ({ doc, req }) => {
  const prefix = doc.prefix
  if (!prefix) return doc
  const serverURL = req.payload.config.serverURL ?? ''
  const urlOf = (filename: string) => `${serverURL}${publicMediaPath(prefix, filename)}`
  if (doc.filename) doc.url = urlOf(doc.filename)
  for (const size of Object.values(doc.sizes ?? {})) {
    if (size) size.url = size.filename ? urlOf(size.filename) : null
  }
  if ('thumbnailURL' in doc) doc.thumbnailURL = doc.sizes?.thumbnail?.url ?? doc.url ?? null
  return doc
}
