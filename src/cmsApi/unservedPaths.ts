/**
 * `/cms-api` paths that lead nowhere but that Payload answers with an error of its own making: a collection with no
 * REST endpoints (its `payload-migrations`) gets a 501 whose message names the server's internal URL; a collection
 * without versions still routes `versions` and `versions/:id`, and an auth collection without email verification
 * `verify/:token`, which fail with 500s for signed-in callers. All are simply not found.
 */
import type { CollectionSlug, Payload } from 'payload'

export function isUnservedPath(payload: Payload, pathname: string): boolean {
  const base = `${payload.config.routes.api}/`
  if (!pathname.startsWith(base)) return false
  const [slug = '', second] = pathname.slice(base.length).split('/')
  const collection = payload.collections[slug as CollectionSlug]?.config
  if (!collection) return false
  if (collection.endpoints === false) return true
  if (second === 'versions') return !collection.versions
  return second === 'verify' && Boolean(collection.auth) && !collection.auth.verify
}
