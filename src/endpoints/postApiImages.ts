/**
 * `POST /api/images` (spec "Ingestion"): a pipeline's bearer token and write budget (shared with articles), then
 * the multipart body within its limits, handed to src/features/ingestion/ingestImage.ts. Served by the router in front of
 * Next (docs/decisions/023-code-layout.md).
 */
import type { Payload } from 'payload'

import { env } from '../ground/env'
import { handleApiErrors } from '../ground/http/handleApiErrors'
import { readMultipart } from '../ground/http/readMultipart'
import { ingestImage } from '../features/ingestion/ingestImage'
import { admitWrite } from '../features/ingestion/writeLimit'

/** Text parts allowed beside the image (directory, alt), with room to name an unknown one in the error. */
const MAX_TEXT_PARTS = 4
const MAX_TEXT_PART_BYTES = 1024

export function postApiImages(request: Request, payload: Payload): Promise<Response> {
  return handleApiErrors(async () => {
    // The multipart body is read only once the token is known good: an image is up to IMAGE_MAX_BYTES.
    const { headers: limitHeaders } = await admitWrite(request, payload)
    const body = await readMultipart(request, {
      fileBytes: env.IMAGE_MAX_BYTES,
      files: 1,
      fields: MAX_TEXT_PARTS,
      fieldBytes: MAX_TEXT_PART_BYTES,
    })
    const created = await ingestImage({ payload, body, baseUrl: env.baseUrl })
    return Response.json(created, {
      status: 201,
      headers: { ...limitHeaders, Location: created.image.url, 'Cache-Control': 'no-store' },
    })
  })
}
