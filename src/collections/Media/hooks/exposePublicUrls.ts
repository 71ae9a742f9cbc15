import type { CollectionAfterReadHook } from 'payload'

import { publicMediaPath, type ReadMedia } from '../../../ground/media/mediaFiles'

/**
 * Payload computes `/cms-api/media/file/<filename>` URLs, which know nothing of directories. Every read instead
 * gets the public address `/media/<directory>/<filename>` (absolute when BASE_URL is set), served by
 * src/app/media/[...path]/route.ts without touching the database.
 */
export const exposePublicUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const media = doc as ReadMedia
  const prefix = media.prefix
  if (!prefix) return doc
  const serverURL = req.payload.config.serverURL ?? ''
  const urlOf = (filename: string) => `${serverURL}${publicMediaPath(prefix, filename)}`
  if (media.filename) media.url = urlOf(media.filename)
  for (const size of Object.values(media.sizes ?? {})) {
    if (size) size.url = size.filename ? urlOf(size.filename) : null
  }
  if ('thumbnailURL' in media) media.thumbnailURL = media.sizes?.thumbnail?.url ?? media.url ?? null
  return doc
}
