import { authenticateApiToken } from '@/auth/authenticateApiToken'
import { env } from '@/env'
import { handleApiErrors } from '@/http/handleApiErrors'
import { readMultipart } from '@/http/readMultipart'
import { ingestImage } from '@/ingestion/ingestImage'
import { consumeWrite, ingestionPayload } from '@/ingestion/ingestionContext'

export const dynamic = 'force-dynamic'

/** Text parts allowed beside the image (directory, alt), with room to name an unknown one in the error. */
const MAX_TEXT_PARTS = 4
const MAX_TEXT_PART_BYTES = 1024

export async function POST(request: Request): Promise<Response> {
  return handleApiErrors(async () => {
    const payload = await ingestionPayload()
    const principal = await authenticateApiToken(request, payload)
    const limit = await consumeWrite(`token:${principal.tokenId}`)
    const body = await readMultipart(request, {
      fileBytes: env.IMAGE_MAX_BYTES,
      files: 1,
      fields: MAX_TEXT_PARTS,
      fieldBytes: MAX_TEXT_PART_BYTES,
    })
    const created = await ingestImage({ payload, body, baseUrl: env.baseUrl })
    return Response.json(created, {
      status: 201,
      headers: { ...limit.headers, Location: created.image.url, 'Cache-Control': 'no-store' },
    })
  })
}
