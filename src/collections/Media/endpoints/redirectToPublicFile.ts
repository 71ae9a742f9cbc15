/** Payload's file route for media, answered with a redirect to our public address (src/collections/Media/index.ts). */
import type { PayloadRequest, TypeWithID } from 'payload'

import { publicMediaPath, type ReadMedia } from '../../../ground/media/mediaFiles'

/**
 * Payload's own file route (`/cms-api/media/file/<filename>[?prefix=<directory>]`) forwards to the public address.
 * Payload hands over no document when reads are open to everyone, so the file's directory is looked up here; a
 * filename used in several directories needs `?prefix=` to pick one, or the first found is taken.
 */
export async function redirectToPublicFile(
  req: PayloadRequest,
  { doc, params }: { doc?: TypeWithID; params: { filename: string; prefix?: string } },
): Promise<Response> {
  let prefix = (doc as ReadMedia | undefined)?.prefix
  if (!prefix) {
    const filename = { equals: params.filename }
    const sizeNames = (req.payload.collections.media.config.upload.imageSizes ?? []).map((size) => size.name)
    const found = await req.payload.db.findOne<ReadMedia & TypeWithID>({
      collection: 'media',
      req,
      where: {
        and: [
          { or: [{ filename }, ...sizeNames.map((name) => ({ [`sizes.${name}.filename`]: filename }))] },
          ...(params.prefix ? [{ prefix: { equals: params.prefix } }] : []),
        ],
      },
    })
    prefix = found?.prefix
  }
  if (!prefix)
    return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(null, {
    status: 308,
    headers: { Location: publicMediaPath(prefix, params.filename), 'Cache-Control': 'public, max-age=3600' },
  })
}
