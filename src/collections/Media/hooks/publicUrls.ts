import type { CollectionAfterReadHook, PayloadRequest, TypeWithID } from 'payload'

import { publicMediaPath } from '../../../media/mediaFiles'

interface ReadMedia {
  prefix?: string | null
  filename?: string | null
  url?: string | null
  thumbnailURL?: string | null
  sizes?: Record<string, { filename?: string | null; url?: string | null } | undefined> | null
}

/**
 * Payload computes `/cms-api/media/file/<filename>` URLs, which know nothing of directories. Every read instead
 * gets the public address `/media/<directory>/<filename>` (absolute when BASE_URL is set), served by
 * src/app/media/[...path]/route.ts without touching the database.
 */
export const exposePublicUrls: CollectionAfterReadHook = ({ doc, req }) => {
  const media = doc as ReadMedia
  const prefix = media.prefix
  if (!prefix) return doc
  const serverURL = req.payload.config.serverURL ?? ''
  const urlOf = (filename: string) => `${serverURL}${publicMediaPath(prefix, filename)}`
  if (media.filename) media.url = urlOf(media.filename)
  for (const size of Object.values(media.sizes ?? {})) {
    if (size) size.url = size.filename ? urlOf(size.filename) : null
  }
  if ('thumbnailURL' in media) media.thumbnailURL = media.sizes?.thumbnail?.url ?? media.url ?? null
  return doc
}

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
  if (!prefix) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(null, {
    status: 308,
    headers: { Location: publicMediaPath(prefix, params.filename), 'Cache-Control': 'public, max-age=3600' },
  })
}
