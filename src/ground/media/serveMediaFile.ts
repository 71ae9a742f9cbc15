/**
 * Serves stored images at /media/<directory>/<filename>, from the local directory or the bucket
 * (src/ground/media/mediaStore.ts), or sends the browser to the CDN when MEDIA_PUBLIC_URL is set: only WebP files
 * below the media root, with validators so a revisit costs a 304. Names can be reused after a delete, so the cache
 * lifetime is a day with revalidation rather than "immutable". While the bucket is away, an image is answered 503 with
 * Retry-After and kept out of caches, never a 500 nor a 404 that a CDN would keep. Who may load which file is the
 * caller's to decide (src/endpoints/mediaFile.ts); one only staff may see is kept by no shared cache.
 */
import { log } from '../log'
import { MEDIA_CACHE_CONTROL, type StoredObject } from './mediaFiles'
import { mediaRedirectOf, readMediaFile } from './mediaStore'
import { MediaStorageUnavailable, STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE } from './storageUnavailable'

/** The one 404 of /media: for a name no file has, and for a file the caller may not load. */
export const mediaNotFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  })

/** How a file only staff may load is cached: by their browser only, asked again each time (a 304 when unchanged). */
const STAFF_ONLY_CACHE_CONTROL = 'private, no-cache'

/** Where `/media/<segments>` points: a WebP file's name and its directory, percent-decoded; null for anything else. */
export function mediaFileAt(segments: string[]): { directory: string; filename: string } | null {
  let decoded: string[]
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
  const filename = decoded.at(-1)
  if (decoded.length < 2 || !filename?.endsWith('.webp')) return null
  return { directory: decoded.slice(0, -1).join('/'), filename }
}

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

/**
 * The stored file `relative` (`<directory>/<file>.webp`); `withBody: false` answers a HEAD, `staffOnly` a file only
 * staff may load.
 */
export async function serveMediaFile(
  request: Request,
  relative: string,
  { withBody = true, staffOnly = false }: { withBody?: boolean; staffOnly?: boolean } = {},
): Promise<Response> {
  const cacheControl = staffOnly ? STAFF_ONLY_CACHE_CONTROL : MEDIA_CACHE_CONTROL
  const redirect = mediaRedirectOf(relative)
  if (redirect)
    return new Response(null, {
      status: 301,
      headers: { Location: redirect, 'Cache-Control': staffOnly ? cacheControl : 'public, max-age=86400' },
    })
  let stored: StoredObject | null
  try {
    stored = await readMediaFile(relative)
  } catch (error) {
    if (error instanceof MediaStorageUnavailable) return storageUnavailable(error)
    throw error
  }
  if (!stored) return mediaNotFound()
  const headers = {
    'Content-Type': 'image/webp',
    'Cache-Control': cacheControl,
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
