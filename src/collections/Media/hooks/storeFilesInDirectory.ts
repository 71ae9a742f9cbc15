import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import type { Media } from '../../../content/payload-types'
import type { MediaFile } from '../../../ground/media/mediaFiles'
import { deleteMediaFiles, storeMediaFiles } from '../../../ground/media/mediaStore'
import { PENDING_FILES } from './prepareUpload'

const allFilenames = (doc: Media): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  )

/**
 * Writes the converted file and its responsive sizes under the document's directory. It runs inside the write's
 * transaction: if writing fails, what was written is removed and the document is rolled back. A replaced image's
 * old files (always other names, see freeNames) are removed only once the new ones are in place.
 */
export const storeFilesInDirectory: CollectionAfterChangeHook<Media> = async ({ doc, previousDoc, operation, req }) => {
  const files = req.context[PENDING_FILES] as MediaFile[] | undefined
  if (!files || !doc.prefix) return doc
  delete req.context[PENDING_FILES]
  await storeMediaFiles(doc.prefix, files)
  if (operation === 'update' && previousDoc?.prefix)
    await deleteMediaFiles(previousDoc.prefix, allFilenames(previousDoc))
  return doc
}

/** The files live under the directory, so it never changes after the upload, whatever a caller sends. */
export const keepDirectory: CollectionBeforeChangeHook<Media> = ({ data, operation, originalDoc }) => {
  if (operation === 'update' && originalDoc?.prefix) data.prefix = originalDoc.prefix
  return data
}

export const removeStoredFiles: CollectionAfterDeleteHook<Media> = async ({ doc }) => {
  if (doc.prefix) await deleteMediaFiles(doc.prefix, allFilenames(doc))
}
