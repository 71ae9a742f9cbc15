import { type CollectionBeforeOperationHook, type PayloadRequest, ValidationError, type Where } from 'payload'

import { env } from '../../../env'
import { slugify } from '../../../lib/slugify'
import { lockForTransaction } from '../../../lib/transactionDb'
import { DEFAULT_DIRECTORY, normaliseDirectory } from '../../../media/directory'
import { ImageRejected, inspectImage } from '../../../media/inspectImage'
import type { MediaFile } from '../../../media/mediaFiles'
import { processImage } from '../../../media/processImage'
import { MEDIA_SIZES } from '../../../media/sizes'

/** Where prepareUpload leaves the files for storeFilesInDirectory. */
export const PENDING_FILES = 'mediaPendingFiles'

/** A refused upload: a ValidationError for the cockpit, which still carries the API's error code. */
export class UploadRejected extends ValidationError {
  constructor(readonly rejection: ImageRejected) {
    super({ collection: 'media', errors: [{ path: 'file', message: `The file ${rejection.message}.` }] })
  }
}

const invalidDirectory = (message: string) =>
  new ValidationError({ collection: 'media', errors: [{ path: 'prefix', message: `The directory ${message}.` }] })

interface UploadArgs {
  id?: number | string
  data?: Record<string, unknown>
}

async function directoryFor(operation: string, args: UploadArgs, req: PayloadRequest) {
  if (operation === 'update') {
    if (args.id === undefined) throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: 'Replace files one image at a time.' }] })
    const current = await req.payload.db.findOne<{ id: number; prefix?: string }>({ collection: 'media', req, where: { id: { equals: args.id } } })
    return current?.prefix ?? DEFAULT_DIRECTORY
  }
  const raw = args.data?.prefix
  if (raw === undefined || raw === null) return DEFAULT_DIRECTORY
  if (typeof raw !== 'string') throw invalidDirectory('must be a string')
  const verdict = normaliseDirectory(raw)
  if (!verdict.ok) throw invalidDirectory(verdict.message)
  return verdict.directory
}

/** The uploaded name as a slug ("Lobby Photo.JPG" → "lobby-photo"); the stored files are all WebP. */
const baseNameOf = (uploadedName: string) => slugify(uploadedName.split(/[/\\]/).pop()!.replace(/\.[^.]*$/, ''), 100) || 'image'

/** The stored image is `<base>.webp`; each size is `<base>-<size name>.webp`, e.g. `lobby-photo-card.webp`. */
const namesFor = (base: string) => ({
  main: `${base}.webp`,
  sizes: Object.fromEntries(MEDIA_SIZES.map((size) => [size.name, `${base}-${size.name}.webp`])),
})

/**
 * The first of `base`, `base-1`, `base-2`, … whose files (main and sizes) collide with no other image's files in
 * the directory. Runs under the lock taken for this base name, so a concurrent upload cannot take it meanwhile.
 */
async function freeNames(req: PayloadRequest, directory: string, base: string, ownId: unknown) {
  for (let n = 0; ; n += 1) {
    const names = namesFor(n === 0 ? base : `${base}-${n}`)
    const anyOf = { in: [names.main, ...Object.values(names.sizes)] }
    const where: Where = {
      and: [
        { prefix: { equals: directory } },
        { or: [{ filename: anyOf }, ...MEDIA_SIZES.map((size) => ({ [`sizes.${size.name}.filename`]: anyOf }))] },
        ...(ownId === undefined ? [] : [{ id: { not_equals: ownId } }]),
      ],
    }
    if (!(await req.payload.db.findOne({ collection: 'media', req, where }))) return names
  }
}

/**
 * Every new file, from the cockpit or the API, is checked by its bytes (src/media/inspectImage.ts) and converted
 * here, instead of by Payload's pipeline, so that the stored image and all its sizes are made at once
 * (src/media/processImage.ts). The document gets the file fields; storeFilesInDirectory writes the files once the
 * row is in. Payload is left with no file to process.
 */
export const prepareUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file
  if (!file || (operation !== 'create' && operation !== 'update')) return args
  const upload = args as unknown as UploadArgs
  const directory = await directoryFor(operation, upload, req)

  try {
    const inspection = await inspectImage(file.data, env.IMAGE_MAX_PIXELS)
    const base = baseNameOf(file.name)
    if (await req.transactionID) await lockForTransaction(req, `media:${directory}:${base}`)
    // The names do not depend on the conversion, so the database is asked while sharp works.
    const [names, processed] = await Promise.all([
      freeNames(req, directory, base, operation === 'update' ? upload.id : undefined),
      processImage(file.data, inspection, { maxEdge: env.IMAGE_MAX_EDGE, maxPixels: env.IMAGE_MAX_PIXELS }).catch(() => {
        // The header passed inspection, so a failure here is the pixel data itself: sharp could not decode it.
        throw new ImageRejected('corrupt_image', 'could not be decoded')
      }),
    ])

    const files: MediaFile[] = [{ filename: names.main, data: processed.main.data }]
    const sizes: Record<string, unknown> = {}
    for (const [name, size] of Object.entries(processed.sizes)) {
      const filename = names.sizes[name]
      if (!size || !filename) {
        sizes[name] = { filename: null, width: null, height: null, filesize: null, mimeType: null, url: null }
        continue
      }
      files.push({ filename, data: size.data })
      sizes[name] = { filename, width: size.width, height: size.height, filesize: size.data.length, mimeType: 'image/webp' }
    }
    upload.data = {
      ...upload.data,
      ...(operation === 'create' ? { prefix: directory } : {}),
      filename: names.main,
      mimeType: 'image/webp',
      filesize: processed.main.data.length,
      width: processed.main.width,
      height: processed.main.height,
      sizes,
    }
    req.context[PENDING_FILES] = files
  } catch (error) {
    throw error instanceof ImageRejected ? new UploadRejected(error) : error
  }
  req.file = undefined
  return args
}
