import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { type MediaFile, removeMediaFiles, writeMediaFiles } from '../../../media/mediaFiles'
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
 * transaction: if writing fails, the document is rolled back too, and no half-stored image remains.
 */
export const storeFilesInDirectory: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const media = doc as StoredMedia
  const files = req.context[PENDING_FILES] as MediaFile[] | undefined
  if (!files || !media.prefix) return doc
  delete req.context[PENDING_FILES]
  await writeMediaFiles(media.prefix, files)
  const previous = previousDoc as StoredMedia | undefined
  if (operation === 'update' && previous?.prefix) {
    const kept = new Set(files.map((file) => file.filename))
    await removeMediaFiles(
      previous.prefix,
      allFilenames(previous).filter((name) => previous.prefix !== media.prefix || !kept.has(name)),
    )
  }
  return doc
}

export const removeStoredFiles: CollectionAfterDeleteHook = async ({ doc }) => {
  const media = doc as StoredMedia
  if (media.prefix) await removeMediaFiles(media.prefix, allFilenames(media))
}
