/**
 * The body of a `/cms-api` request, checked before Payload parses it. Payload's parser turns a multipart body
 * without a boundary, one cut short, and a `_payload` part that is not JSON into 500s, and GraphQL's into a 500
 * for any body that is not JSON; JSON nested thousands deep overflows the stack of the code that walks a document.
 * Here each is a 400 (or a 413 past the size limit) and Payload never sees it. The check also tells whether the
 * body carries a document at all (guardCmsApi.ts refuses a create or update without one). It reads a copy of the
 * body, so Payload still gets the original stream.
 */
import Busboy from 'busboy'

import { refusal } from './refusal'

export interface BodyLimits {
  /** The whole body. */
  maxBytes: number
  /** One multipart text part, such as `_payload` (what Payload's own busboy keeps of a field). */
  fieldBytes: number
}

/**
 * A JSON body parsed; a form body as its text (Payload's method override reads its query from one); whether the
 * body carries a document to create or update with (a JSON object, or multipart with one in `_payload` or a file).
 */
export type BodyCheck =
  { ok: true; json?: unknown; form?: string; carriesDocument: boolean } | { ok: false; response: Response }

const isJsonObject = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** Far deeper than any document of ours (rich text included), far shallower than a stack overflow. */
export const MAX_JSON_DEPTH = 64

/** How deeply a parsed JSON value nests, counted without recursion (stopping past MAX_JSON_DEPTH). */
export function jsonDepth(value: unknown): number {
  let deepest = 0
  const pending: Array<[unknown, number]> = [[value, 0]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!
    if (!current || typeof current !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > MAX_JSON_DEPTH) return deepest
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return deepest
}

const tooDeep = (what: string) => `${what} nests deeper than ${MAX_JSON_DEPTH} levels.`

const refused = (status: number, message: string): BodyCheck => ({ ok: false, response: refusal(status, message) })

const mediaTypeOf = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()

/** The body's bytes, or null when it is longer than `maxBytes` (the rest is not read). */
async function readWithin(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return null
  const reader = request.clone().body!.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks)
    received += value.length
    if (received > maxBytes) {
      // Not awaited: a branch of a tee'd body settles its cancel only once the other branch (Payload's) is cancelled too.
      reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
}

interface MultipartVerdict {
  problem: { status: number; message: string } | null
  /** A `_payload` part holding a JSON object, or a file to upload. */
  carriesDocument: boolean
}

/** Why a multipart body would fail in Payload's parser, and whether it carries a document. */
function judgeMultipart(contentType: string, data: Buffer, fieldBytes: number): Promise<MultipartVerdict> {
  let parser: Busboy.Busboy
  try {
    parser = Busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: fieldBytes } })
  } catch {
    return Promise.resolve({
      problem: { status: 400, message: 'The multipart/form-data body has no boundary in its Content-Type.' },
      carriesDocument: false,
    })
  }
  return new Promise((resolve) => {
    const verdict: MultipartVerdict = { problem: null, carriesDocument: false }
    const fail = (status: number, message: string) => (verdict.problem ??= { status, message })
    const malformed = () => fail(400, 'The multipart/form-data body is malformed or cut short.')
    parser.on('file', (_name, stream) => {
      verdict.carriesDocument = true
      stream.on('error', malformed)
      stream.resume()
    })
    parser.on('field', (name, value, info) => {
      if (name !== '_payload') return
      if (info.valueTruncated) return fail(413, `The _payload part may have at most ${fieldBytes} bytes.`)
      let document: unknown
      try {
        document = JSON.parse(value)
      } catch {
        return fail(400, 'The _payload part is not valid JSON.')
      }
      if (!isJsonObject(document)) fail(400, 'The _payload part must be a JSON object.')
      else if (jsonDepth(document) > MAX_JSON_DEPTH) fail(400, tooDeep('The _payload part'))
      else verdict.carriesDocument = true
    })
    parser.on('error', () => {
      malformed()
      resolve(verdict)
    })
    parser.on('close', () => resolve(verdict))
    parser.end(data)
  })
}

export async function checkBody(request: Request, limits: BodyLimits): Promise<BodyCheck> {
  if (!request.body || request.method === 'GET' || request.method === 'HEAD')
    return { ok: true, carriesDocument: false }
  const data = await readWithin(request, limits.maxBytes)
  if (!data) return refused(413, `The request body may have at most ${limits.maxBytes} bytes.`)
  const mediaType = mediaTypeOf(request)
  if (mediaType.startsWith('multipart/')) {
    const { problem, carriesDocument } = await judgeMultipart(
      request.headers.get('content-type')!,
      data,
      limits.fieldBytes,
    )
    return problem ? refused(problem.status, problem.message) : { ok: true, carriesDocument }
  }
  if (mediaType === 'application/json' && data.length > 0) {
    let json: unknown
    try {
      json = JSON.parse(data.toString('utf8'))
    } catch {
      return refused(400, 'The request body is not valid JSON.')
    }
    return jsonDepth(json) > MAX_JSON_DEPTH
      ? refused(400, tooDeep('The request body'))
      : { ok: true, json, carriesDocument: isJsonObject(json) }
  }
  if (mediaType === 'application/x-www-form-urlencoded')
    return { ok: true, form: data.toString('utf8'), carriesDocument: false }
  return { ok: true, carriesDocument: false }
}
