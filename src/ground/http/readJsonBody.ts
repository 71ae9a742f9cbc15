/**
 * Reads a JSON request body within a byte limit. Each way a body can be unusable gets its own status: a wrong
 * content type 415, too many bytes 413 (checked against Content-Length first, then while streaming, so a lying or
 * absent Content-Length cannot get past it), and malformed JSON 400.
 */
import { AppError, payloadTooLarge, unsupportedMediaType } from '../errors/AppError'

function isJsonContentType(value: string | null): boolean {
  if (!value) return false
  const mediaType = value.split(';')[0]!.trim().toLowerCase()
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType)
}

const tooLarge = (limit: number) => payloadTooLarge(`The body may have at most ${limit} bytes.`)

export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export async function readJsonBody(request: Request, limit: number): Promise<{ raw: Uint8Array; json: unknown }> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw unsupportedMediaType('application/json', 'Send the body as application/json.')
  }
  const raw = await readBodyWithin(request, limit)
  try {
    return { raw, json: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) }
  } catch (error) {
    throw new AppError({
      code: 'malformed_json',
      status: 400,
      title: 'Malformed JSON',
      detail: 'The body is not valid UTF-8 JSON.',
      cause: error,
    })
  }
}
