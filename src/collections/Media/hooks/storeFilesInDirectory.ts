import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload'

import type { MediaFile } from '../../../ground/media/mediaFiles'
import { deleteMediaFiles, storeMediaFiles } from '../../../ground/media/mediaStore'
import { PENDING_FILES } from './prepareUpload'

interface StoredSize {
  filename?: string | null
}
interface StoredMedia {
  prefix?: string | null
  filename?: string | null
  sizes?: Record<string, StoredSize | undefined> | null
}

const allFilenames = (doc: StoredMedia): string[] =>
  [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  )

/**
 * Writes the converted file and its responsive sizes under the document's directory. It runs inside the write's
 * transaction: if writing fails, what was written is removed and the document is rolled back. A replaced image's
 * old files (always other names, see freeNames) are removed only once the new ones are in place.
 */
export const storeFilesInDirectory: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const media = doc as StoredMedia
  const files = req.context[PENDING_FILES] as MediaFile[] | undefined
  if (!files || !media.prefix) return doc
  delete req.context[PENDING_FILES]
  await storeMediaFiles(media.prefix, files)
  const previous = previousDoc as StoredMedia | undefined
  if (operation === 'update' && previous?.prefix) await deleteMediaFiles(previous.prefix, allFilenames(previous))
  return doc
}

/** The files live under the directory, so it never changes after the upload, whatever a caller sends. */
export const keepDirectory: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  const original = originalDoc as StoredMedia | undefined
  if (operation === 'update' && original?.prefix) data.prefix = original.prefix
  return data
}

export const removeStoredFiles: CollectionAfterDeleteHook = async ({ doc }) => {
  const media = doc as StoredMedia
  if (media.prefix) await deleteMediaFiles(media.prefix, allFilenames(media))
}
