/**
 * What a `/cms-api` path means to Payload's REST router, for the checks that stand in front of it.
 */
import type { CollectionSlug, Payload, SanitizedCollectionConfig } from 'payload'

/** The collection a path names and the segments after it, or null when it names none. */
function routeOf(payload: Payload, pathname: string): { collection: SanitizedCollectionConfig; rest: string[] } | null {
  const base = `${payload.config.routes.api}/`
  if (!pathname.startsWith(base)) return null
  const [slug = '', ...rest] = pathname.slice(base.length).split('/')
  const collection = payload.collections[slug as CollectionSlug]?.config
  return collection ? { collection, rest: rest.filter(Boolean) } : null
}

/** The collection a `/cms-api` path names, if any. */
export const collectionOfPath = (payload: Payload, pathname: string): SanitizedCollectionConfig | null =>
  routeOf(payload, pathname)?.collection ?? null

/**
 * Paths that lead nowhere but that Payload answers with an error of its own making: a collection with no REST
 * endpoints (its `payload-migrations`) gets a 501 whose message names the server's internal URL; a collection
 * without versions still routes `versions` and `versions/:id`, and an auth collection without email verification
 * `verify/:token`, which fail with 500s for signed-in callers. All are simply not found.
 */
export function isUnservedPath(payload: Payload, pathname: string): boolean {
  const route = routeOf(payload, pathname)
  if (!route) return false
  const { collection, rest } = route
  if (collection.endpoints === false) return true
  if (rest[0] === 'versions') return !collection.versions
  return rest[0] === 'verify' && Boolean(collection.auth) && !collection.auth.verify
}

/**
 * A create (`POST /cms-api/<collection>`) or an update (`PATCH /cms-api/<collection>[/<id>]`), Payload's own routes
 * for writing a document, which must come with one: Payload hands a missing document to every collection's hooks,
 * its own collections' included, and they fail on it with 500s.
 */
export function isDocumentWrite(payload: Payload, request: Request): boolean {
  const overridden =
    request.headers.get('x-http-method-override') ?? request.headers.get('x-payload-http-method-override')
  if (overridden) return false
  const route = routeOf(payload, new URL(request.url).pathname)
  if (!route) return false
  if (request.method === 'POST') return route.rest.length === 0
  return request.method === 'PATCH' && route.rest.length <= 1
}

/**
 * A read of Payload's file route for media, `GET|HEAD /cms-api/media/file/<name>[?prefix=<directory>]`: the name
 * (percent-decoded, as Payload reads it) and the directory asked for, if any; null for any other request.
 */
export function mediaFileRead(
  payload: Payload,
  request: Request,
): { filename: string; directory: string | null } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const url = new URL(request.url)
  const route = routeOf(payload, url.pathname)
  if (route?.collection.slug !== 'media' || route.rest.length !== 2 || route.rest[0] !== 'file') return null
  let filename = route.rest[1]!
  try {
    filename = decodeURIComponent(filename)
  } catch {
    // Not a name any file has: looked up as it stands, and found nowhere.
  }
  return { filename, directory: url.searchParams.get('prefix') }
}
