/* Stored images (src/endpoints/mediaFile.ts). */
import { mediaFile } from '@/endpoints/mediaFile'

import { onPayload } from '../../onPayload'

export const dynamic = 'force-dynamic'

interface Context {
  params: Promise<{ path: string[] }>
}

export const GET = onPayload(async (request, payload, { params }: Context) =>
  mediaFile(request, payload, (await params).path, true),
)

export const HEAD = onPayload(async (request, payload, { params }: Context) =>
  mediaFile(request, payload, (await params).path, false),
)
