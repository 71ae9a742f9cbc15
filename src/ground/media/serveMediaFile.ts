/**
 * Serves stored images at /media/<directory>/<filename> without the database, from the local directory or the
 * bucket (src/ground/media/mediaStore.ts), or sends the browser to the CDN when MEDIA_PUBLIC_URL is set: only WebP files
 * below the media root, with validators so a revisit costs a 304. Names can be reused after a delete, so the cache
 * lifetime is a day with revalidation rather than "immutable". While the bucket is away, an image is answered 503 with
 * Retry-After and kept out of caches, never a 500 nor a 404 that a CDN would keep.
 */
import { log } from '../log'
import { MEDIA_CACHE_CONTROL, type StoredObject } from './mediaFiles'
import { mediaRedirectOf, readMediaFile } from './mediaStore'
import { MediaStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE } from './storageUnavailable'

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  })

const storageUnavailable = (error: MediaStorageUnavailable) => {
  // One line for the operator, as for a lost database: not a bug, so no stack.
  const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
  log.warn(`media read answered 503: the media storage is unavailable (${cause})`)
  return new Response(`${STORAGE_UNAVAILABLE_MESSAGE}\n`, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  })
}

/** `withBody: false` answers a HEAD. */
export async function serveMediaFile(request: Request, segments: string[], withBody = true): Promise<Response> {
  let relative: string
  try {
    relative = segments.map((segment) => decodeURIComponent(segment)).join('/')
  } catch {
    return notFound()
  }
  if (!relative.endsWith('.webp')) return notFound()
  const redirect = mediaRedirectOf(relative)
  if (redirect)
    return new Response(null, {
      status: 301,
      headers: { Location: redirect, 'Cache-Control': 'public, max-age=86400' },
    })
  let stored: StoredObject | null
  try {
    stored = await readMediaFile(relative)
  } catch (error) {
    if (error instanceof MediaStorageUnavailable) return storageUnavailable(error)
    throw error
  }
  if (!stored) return notFound()
  const headers = {
    'Content-Type': 'image/webp',
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: stored.etag,
    'Last-Modified': stored.lastModified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
  }
  const ifNoneMatch =
    request.headers
      .get('if-none-match')
      ?.split(',')
      .map((tag) => tag.trim()) ?? []
  if (ifNoneMatch.includes(stored.etag) || ifNoneMatch.includes('*'))
    return new Response(null, { status: 304, headers })
  const length = { 'Content-Length': String(stored.data.length) }
  return new Response(withBody ? new Uint8Array(stored.data) : null, {
    status: 200,
    headers: { ...headers, ...length },
  })
}
