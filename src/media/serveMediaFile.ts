/**
 * Serves stored images at /media/<directory>/<filename> straight from disk, without the database: only WebP files
 * below the media root, with validators so a revisit costs a 304. Names can be reused after a delete, so the cache
 * lifetime is a day with revalidation rather than "immutable".
 */
import fs from 'node:fs/promises'

import { absoluteMediaPath } from './mediaFiles'

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' } })

/** `withBody: false` answers a HEAD: the headers without reading the file. */
export async function serveMediaFile(request: Request, segments: string[], withBody = true): Promise<Response> {
  let relative: string
  try {
    relative = segments.map((segment) => decodeURIComponent(segment)).join('/')
  } catch {
    return notFound()
  }
  const absolute = relative.endsWith('.webp') ? absoluteMediaPath(relative) : null
  if (!absolute) return notFound()
  let stat
  try {
    stat = await fs.stat(absolute)
  } catch {
    return notFound()
  }
  if (!stat.isFile()) return notFound()

  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`
  const headers = {
    'Content-Type': 'image/webp',
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  }
  const ifNoneMatch = request.headers.get('if-none-match')?.split(',').map((tag) => tag.trim()) ?? []
  if (ifNoneMatch.includes(etag) || ifNoneMatch.includes('*')) return new Response(null, { status: 304, headers })
  if (!withBody) return new Response(null, { status: 200, headers: { ...headers, 'Content-Length': String(stat.size) } })
  // Stored images are a few hundred kilobytes to a few megabytes: read whole, with no file handle left open.
  const data = await fs.readFile(absolute)
  return new Response(new Uint8Array(data), { status: 200, headers: { ...headers, 'Content-Length': String(data.length) } })
}
