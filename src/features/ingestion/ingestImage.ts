/**
 * POST /api/images (spec "Ingestion"): one image part and optional text parts, checked by the image's bytes, then
 * stored through the media collection, which converts it to WebP under the requested directory
 * (docs/decisions/006-image-ingestion.md). Nothing is stored when any check fails.
 */
import { type Payload, ValidationError } from 'payload'

import { CONVERTED_UPLOAD, UploadRejected } from '../../ground/media/uploadHandover'
import { AppError, type FieldError, validationFailed } from '../../ground/errors/AppError'
import type { MultipartBody, MultipartFile } from '../../ground/http/readMultipart'
import { type ConvertedUpload, convertUpload } from '../../ground/media/convertUpload'
import { ImageRejected } from '../../ground/media/inspectImage'
import { storedPath } from '../../ground/media/mediaFiles'
import {
  MediaStorageUnavailable,
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
} from '../../ground/media/storageUnavailable'
import { type CreatedImage, IMAGE_PART, type ImageUploadFields, imageUploadFieldsSchema } from './imageUploadSchema'
import { zodFieldErrors } from './zodFieldErrors'

interface IngestImageArgs {
  payload: Payload
  body: MultipartBody
  baseUrl: string
}

/** Collection field names back to the names of the request's parts. */
const PART_NAMES: Record<string, string> = { prefix: 'directory', file: IMAGE_PART, filename: IMAGE_PART }

function readParts(body: MultipartBody): { image: MultipartFile; fields: ImageUploadFields } {
  const errors: FieldError[] = []
  if (body.tooManyParts)
    errors.push({ field: 'body', message: 'has too many parts: send one image and its text parts' })
  for (const file of body.files.filter((part) => part.field !== IMAGE_PART)) {
    errors.push({ field: file.field, message: 'is not a known part' })
  }
  const image = body.files.find((part) => part.field === IMAGE_PART)
  if (!image) errors.push({ field: IMAGE_PART, message: 'is required: send the image file as this part' })
  else if (image.data.length === 0) errors.push({ field: IMAGE_PART, message: 'is empty' })

  const values = new Map<string, string>()
  for (const field of body.fields) {
    if (field.name === IMAGE_PART) errors.push({ field: IMAGE_PART, message: 'must be a file part, not a text value' })
    else if (values.has(field.name)) errors.push({ field: field.name, message: 'must be sent once' })
    else if (field.truncated) errors.push({ field: field.name, message: 'is too long' })
    else values.set(field.name, field.value)
  }
  const parsed = imageUploadFieldsSchema.safeParse(Object.fromEntries(values))
  if (!parsed.success) errors.push(...zodFieldErrors(parsed.error))
  const unique = errors.filter((entry, index) => errors.findIndex((other) => other.field === entry.field) === index)
  if (unique.length > 0 || !image || !parsed.success) throw validationFailed(unique)
  return { image, fields: parsed.data }
}

function rejected(error: ImageRejected): AppError {
  return new AppError({
    code: error.code,
    status: 422,
    title: 'The image was refused',
    detail: `The image ${error.message}.`,
    errors: [{ field: IMAGE_PART, message: error.message }],
  })
}

/** 503: the bucket is away for a moment; nothing of the upload was kept, and it may be sent again. */
const storageUnavailable = (cause: MediaStorageUnavailable) =>
  new AppError({
    code: 'storage_unavailable',
    status: 503,
    title: 'Service temporarily unavailable',
    detail: STORAGE_UNAVAILABLE_MESSAGE,
    headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
    cause,
  })

function fromPayloadError(error: unknown): unknown {
  if (error instanceof UploadRejected) return rejected(error.rejection)
  if (error instanceof MediaStorageUnavailable) return storageUnavailable(error)
  if (error instanceof ValidationError) {
    return validationFailed(
      error.data.errors.map((entry) => ({ field: PART_NAMES[entry.path] ?? entry.path, message: entry.message })),
    )
  }
  return error
}

export async function ingestImage({ payload, body, baseUrl }: IngestImageArgs): Promise<CreatedImage> {
  const { image, fields } = readParts(body)
  // Converted before the write begins, so the transaction and its lock last milliseconds, not the conversion.
  let converted: ConvertedUpload
  try {
    converted = await convertUpload({ data: image.data, name: image.filename || 'image' })
  } catch (error) {
    throw error instanceof ImageRejected ? rejected(error) : error
  }
  let media
  try {
    media = await payload.create({
      collection: 'media',
      data: { prefix: fields.directory, alt: fields.alt ?? null },
      context: { [CONVERTED_UPLOAD]: converted },
      depth: 0,
    })
  } catch (error) {
    throw fromPayloadError(error)
  }
  const directory = media.prefix ?? fields.directory
  const filename = media.filename!
  return {
    message: 'Image stored',
    image: {
      id: media.id,
      url: media.url!.startsWith('/') ? `${baseUrl}${media.url}` : media.url!,
      path: storedPath(directory, filename),
      width: media.width!,
      height: media.height!,
      bytes: media.filesize!,
      mime_type: 'image/webp',
    },
  }
}
