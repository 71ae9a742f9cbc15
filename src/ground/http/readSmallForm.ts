/**
 * A small HTML form body (urlencoded or multipart) read within a byte limit, so that a button's post cannot be a
 * megabyte upload. Throws a 413 AppError past the limit (readBodyWithin); null when it is not a form.
 */
import { readBodyWithin } from './readJsonBody'

const SMALL_FORM_MAX_BYTES = 4096

export async function readSmallForm(request: Request, limit = SMALL_FORM_MAX_BYTES): Promise<FormData | null> {
  const contentType = request.headers.get('content-type') ?? ''
  const bytes = await readBodyWithin(request, limit)
  try {
    return await new Response(Buffer.from(bytes), { headers: { 'content-type': contentType } }).formData()
  } catch {
    return null
  }
}
