/**
 * Receives a `multipart/form-data` upload of one large file, streaming it to a temporary file on disk within a byte
 * limit, with its small text fields: for files too large to hold in memory (./readMultipart.ts keeps its images in
 * memory). A body that is not multipart is a 415, a file over the limit a 413 (told by Content-Length first, then
 * while streaming), a body that is not valid multipart a 400. The caller removes the file with `discard()`.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, type Writable } from 'node:stream'
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web'

import Busboy from 'busboy'

import { AppError, payloadTooLarge, unsupportedMediaType } from '../errors/AppError'

export interface ReceivedFile {
  /** Where it is on disk, until `discard()`. */
  path: string
  /** The name the client gave it. */
  filename: string
  bytes: number
  /** Its first bytes, to tell what it is without reading it again. */
  head: Buffer
}

export interface ReceivedUpload {
  file: ReceivedFile | null
  fields: Map<string, string>
  discard(): Promise<void>
}

export interface UploadLimits {
  /** The file's field name in the form. */
  fileField: string
  fileBytes: number
  fields: number
  fieldBytes: number
}

const HEAD_BYTES = 512
/** Room for part headers and the small fields around the file. */
const ENVELOPE_BYTES = 256 * 1024

const malformed = (cause?: unknown) =>
  new AppError({
    code: 'malformed_multipart',
    status: 400,
    title: 'Malformed multipart body',
    detail: 'The body is not valid multipart/form-data (check the boundary and the part headers), or it was cut short.',
    cause,
  })

const fieldTooLong = (name: string, limit: number) =>
  new AppError({
    code: 'validation_failed',
    status: 422,
    title: 'The request failed validation',
    detail: '1 field failed validation',
    errors: [{ field: name, message: `may have at most ${limit} bytes` }],
  })

export async function receiveFileUpload(request: Request, limits: UploadLimits): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type')
  if (contentType?.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data')
    throw unsupportedMediaType('multipart/form-data', 'Send the file as multipart/form-data.')
  const tooLarge = () => payloadTooLarge(`The file may have at most ${limits.fileBytes} bytes.`)
  const bodyLimit = limits.fileBytes + ENVELOPE_BYTES
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > bodyLimit) throw tooLarge()

  let parser: Busboy.Busboy
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: limits.fileBytes, files: 1, fields: limits.fields, fieldSize: limits.fieldBytes },
    })
  } catch (error) {
    throw malformed(error)
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'pms-news-upload-'))
  const discard = () => rm(directory, { recursive: true, force: true })
  const fields = new Map<string, string>()
  let file: ReceivedFile | null = null

  try {
    await new Promise<void>((resolve, reject) => {
      const source = request.body ? Readable.fromWeb(request.body as NodeWebReadableStream) : Readable.from([])
      let failure: AppError | null = null
      let writing: Promise<void> = Promise.resolve()
      let received = 0
      const fail = (error: AppError) => {
        if (failure) return
        failure = error
        // Stop parsing, but drain a little so that a client still sending reads the answer; one far past the limit
        // is cut off.
        source.unpipe(parser)
        source.resume()
        if (received > 2 * bodyLimit) source.destroy()
        reject(error)
      }
      source.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > bodyLimit) fail(tooLarge())
      })
      source.on('error', (error) => fail(malformed(error)))
      parser.on('file', (field, stream, info) => {
        if (field !== limits.fileField || file) {
          stream.resume()
          return
        }
        const target = path.join(directory, randomBytes(8).toString('hex'))
        const received: ReceivedFile = { path: target, filename: info.filename ?? '', bytes: 0, head: Buffer.alloc(0) }
        file = received
        const out: Writable = createWriteStream(target)
        stream.on('data', (chunk: Buffer) => {
          received.bytes += chunk.length
          if (received.head.length < HEAD_BYTES)
            received.head = Buffer.concat([received.head, chunk]).subarray(0, HEAD_BYTES)
        })
        stream.on('limit', () => fail(tooLarge()))
        stream.on('error', (error) => fail(malformed(error)))
        writing = new Promise((done, broke) => {
          out.on('finish', done)
          out.on('error', broke)
        })
        stream.pipe(out)
      })
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) fail(fieldTooLong(name, limits.fieldBytes))
        else fields.set(name, value)
      })
      parser.on('error', (error) => fail(malformed(error)))
      parser.on('close', () => {
        writing.then(
          () => (failure ? undefined : resolve()),
          (error: unknown) => reject(error),
        )
      })
      source.pipe(parser)
    })
  } catch (error) {
    await discard()
    throw error
  }
  return { file, fields, discard }
}
