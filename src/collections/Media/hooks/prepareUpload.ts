import {
  APIError,
  type CollectionBeforeOperationHook,
  Forbidden,
  type PayloadRequest,
  ValidationError,
  type Where,
} from 'payload'

import { isStaff } from '../../../content/access/isStaff'
import type { Media } from '../../../content/payload-types'
import { env } from '../../../ground/env'
import { lockForTransaction } from '../../../ground/db/adapter'
import { type ConvertedUpload, convertUpload } from '../../../ground/media/convertUpload'
import { DEFAULT_DIRECTORY, normaliseDirectory } from '../../../ground/media/directory'
import { ImageRejected } from '../../../ground/media/inspectImage'
import type { MediaFile } from '../../../ground/media/mediaFiles'
import { CONVERTED_UPLOAD, UploadRejected } from '../../../ground/media/uploadHandover'
import { MEDIA_SIZES } from '../../../ground/media/sizes'

/** Where prepareUpload leaves the files for storeFilesInDirectory. */
export const PENDING_FILES = 'mediaPendingFiles'

const invalidDirectory = (message: string) =>
  new ValidationError({ collection: 'media', errors: [{ path: 'prefix', message: `The directory ${message}.` }] })

/**
 * What a save's arguments tell of its directory. A save by id (Payload's updateByID, which runs this hook as
 * 'update', whose arguments' type names no id) carries the id.
 */
interface UploadArgs {
  id?: number | string
  data?: { prefix?: unknown }
}

type MediaSize = NonNullable<NonNullable<Media['sizes']>['thumbnail']>

async function directoryFor(operation: string, args: UploadArgs, req: PayloadRequest) {
  if (operation === 'update') {
    if (args.id === undefined)
      throw new ValidationError({
        collection: 'media',
        errors: [{ path: 'file', message: 'Replace files one image at a time.' }],
      })
    const current = await req.payload.db.findOne<{ id: number; prefix?: string }>({
      collection: 'media',
      req,
      where: { id: { equals: args.id } },
    })
    return current?.prefix ?? DEFAULT_DIRECTORY
  }
  const raw = args.data?.prefix
  if (raw === undefined || raw === null) return DEFAULT_DIRECTORY
  if (typeof raw !== 'string') throw invalidDirectory('must be a string')
  const verdict = normaliseDirectory(raw)
  if (!verdict.ok) throw invalidDirectory(verdict.message)
  return verdict.directory
}

/** The stored image is `<base>.webp`; each size is `<base>-<size name>.webp`, e.g. `lobby-photo-card.webp`. */
const namesFor = (base: string) => ({
  main: `${base}.webp`,
  sizes: Object.fromEntries(MEDIA_SIZES.map((size) => [size.name, `${base}-${size.name}.webp`])),
})

/**
 * The first of `base`, `base-1`, `base-2`, … whose files (main and sizes) meet no stored image's files in the
 * directory, the image's own included: a replaced file gets new names, so its old files stay intact until the new
 * ones are written. Runs under the directory's lock, so a concurrent upload cannot take the names meanwhile.
 */
async function freeNames(req: PayloadRequest, directory: string, base: string) {
  for (let n = 0; ; n += 1) {
    const names = namesFor(n === 0 ? base : `${base}-${n}`)
    const anyOf = { in: [names.main, ...Object.values(names.sizes)] }
    const where: Where = {
      and: [
        { prefix: { equals: directory } },
        { or: [{ filename: anyOf }, ...MEDIA_SIZES.map((size) => ({ [`sizes.${size.name}.filename`]: anyOf }))] },
      ],
    }
    if (!(await req.payload.db.findOne({ collection: 'media', req, where }))) return names
  }
}

/**
 * Every new file, from the cockpit or the API, is checked by its bytes and converted by our code
 * (src/ground/media/convertUpload.ts) instead of Payload's pipeline, so that the stored image and all its sizes are made
 * at once. The document gets the file fields; storeFilesInDirectory writes the files once the row is in, and
 * Payload is left with no file to process. POST /api/images converts before it opens the transaction and hands the
 * result over in `req.context`.
 */
export const prepareUpload: CollectionBeforeOperationHook<'media'> = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const given = req.context[CONVERTED_UPLOAD] as ConvertedUpload | undefined
  delete req.context[CONVERTED_UPLOAD]
  if (!req.file && !given) {
    if (operation === 'create') {
      throw new ValidationError({
        collection: 'media',
        errors: [{ path: 'file', message: 'An image file is required.' }],
      })
    }
    return args
  }
  // Payload checks access only after this hook (and the local API skips it unless asked): nobody without write
  // access may make the server convert images.
  if (!args.overrideAccess && !isStaff({ req })) throw new Forbidden(req.t)
  const file = req.file as (NonNullable<PayloadRequest['file']> & { truncated?: boolean }) | undefined
  if (file && (file.truncated || file.data.length > env.IMAGE_MAX_BYTES)) {
    throw new APIError(`The image may have at most ${env.IMAGE_MAX_BYTES} bytes.`, 413)
  }
  const directory = await directoryFor(operation, args, req)

  let converted: ConvertedUpload
  try {
    converted = given ?? (await convertUpload(file!))
  } catch (error) {
    throw error instanceof ImageRejected ? new UploadRejected(error) : error
  }
  const { processed } = converted
  // From here to commit, one directory takes one upload at a time: names are chosen and taken atomically.
  if (await req.transactionID) await lockForTransaction(req, `media:${directory}`)
  const names = await freeNames(req, directory, converted.baseName)

  const files: MediaFile[] = [{ filename: names.main, data: processed.main.data }]
  const sizes: Record<string, MediaSize> = {}
  for (const [name, size] of Object.entries(processed.sizes)) {
    const filename = names.sizes[name]
    if (!size || !filename) {
      sizes[name] = { filename: null, width: null, height: null, filesize: null, mimeType: null, url: null }
      continue
    }
    files.push({ filename, data: size.data })
    sizes[name] = {
      filename,
      width: size.width,
      height: size.height,
      filesize: size.data.length,
      mimeType: 'image/webp',
    }
  }
  args.data = {
    ...args.data,
    ...(operation === 'create' ? { prefix: directory } : {}),
    filename: names.main,
    mimeType: 'image/webp',
    filesize: processed.main.data.length,
    width: processed.main.width,
    height: processed.main.height,
    sizes,
  }
  req.context[PENDING_FILES] = files
  req.file = undefined
  return args
}
