/**
 * Reads a `multipart/form-data` body with busboy, streaming, within limits: a wrong content type is a 415, a file
 * over its byte limit or a body much larger than that a 413 (checked against Content-Length first, then while
 * streaming), a body that is not valid multipart a 400. Files are kept in memory: the limit bounds them.
 */
import Busboy from 'busboy'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web'

import { AppError, payloadTooLarge, unsupportedMediaType } from '../errors/AppError'

export interface MultipartFile {
  field: string
  filename: string
  declaredType: string
  data: Buffer
}

export interface MultipartBody {
  files: MultipartFile[]
  fields: Array<{ name: string; value: string; truncated: boolean }>
  /** More files or fields arrived than the limits allow; the extra ones were dropped. */
  tooManyParts: boolean
}

export interface MultipartLimits {
  fileBytes: number
  files: number
  fields: number
  fieldBytes: number
}

/** Room for part headers and small fields around the file, so that a file right at its limit still fits. */
const ENVELOPE_BYTES = 64 * 1024

const tooLarge = (limit: number) => payloadTooLarge(`The image may have at most ${limit} bytes.`)

function isMultipartFormData(value: string | null): boolean {
  return value !== null && value.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data'
}

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = request.headers.get('content-type')
  if (!isMultipartFormData(contentType)) {
    throw unsupportedMediaType('multipart/form-data', 'Send the image as multipart/form-data.')
  }
  const bodyLimit = limits.fileBytes * limits.files + ENVELOPE_BYTES
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > bodyLimit) throw tooLarge(limits.fileBytes)

  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: { 'content-type': contentType! },
      limits: { fileSize: limits.fileBytes, files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes },
    })
  } catch (error) {
    throw malformed(error)
  }

  return new Promise<MultipartBody>((resolve, reject) => {
    const body: MultipartBody = { files: [], fields: [], tooManyParts: false }
    let failure: AppError | null = null
    let pendingFiles = 0
    let parsed = false
    const source = request.body ? Readable.fromWeb(request.body as NodeWebReadableStream) : Readable.from([])

    const finish = () => {
      if (!parsed || pendingFiles > 0) return
      if (failure) reject(failure)
      else resolve(body)
    }
    let received = 0
    const fail = (error: AppError) => {
      failure ??= error
      // Stop parsing but keep draining a little, so that a client still sending can read the answer; one that
      // keeps sending far past the limit is cut off.
      source.unpipe(parser)
      source.resume()
      if (received > 2 * bodyLimit) source.destroy()
      reject(failure)
    }

    source.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received > bodyLimit) fail(tooLarge(limits.fileBytes))
    })
    source.on('error', (error) => fail(malformed(error)))

    parser.on('file', (field, stream, info) => {
      pendingFiles += 1
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => fail(tooLarge(limits.fileBytes)))
      // A body that ends inside a file part: busboy destroys the part's stream with this error.
      stream.on('error', (error) => fail(malformed(error)))
      stream.on('close', () => {
        pendingFiles -= 1
        body.files.push({
          field,
          filename: info.filename ?? '',
          declaredType: info.mimeType,
          data: Buffer.concat(chunks),
        })
        finish()
      })
    })
    parser.on('field', (name, value, info) => body.fields.push({ name, value, truncated: info.valueTruncated }))
    parser.on('filesLimit', () => (body.tooManyParts = true))
    parser.on('fieldsLimit', () => (body.tooManyParts = true))
    parser.on('partsLimit', () => (body.tooManyParts = true))
    parser.on('error', (error) => fail(malformed(error)))
    parser.on('close', () => {
      parsed = true
      finish()
    })
    source.pipe(parser)
  })
}

function malformed(cause: unknown): AppError {
  return new AppError({
    code: 'malformed_multipart',
    status: 400,
    title: 'Malformed multipart body',
    detail: 'The body is not valid multipart/form-data (check the boundary and the part headers).',
    cause,
  })
}
