/**
 * `DELETE /cms-api/<collection>[/<id>]` of a collection with a trash (docs/decisions/066-trash.md) moves what it names
 * to the trash, as the cockpit's Delete does: Payload's own `PATCH` with `deletedAt` set, answered as that update is.
 * With `?trash=true` (Payload's flag for addressing what is in the trash: the cockpit's "Delete permanently" sends it)
 * it is Payload's delete for good, which the collections' access allows editors only of records already in the trash
 * (src/content/access/trashAccess.ts). Every other collection's DELETE is Payload's as it stands.
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { collectionOfPath } from './payloadRoutes'

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

export function deleteMovesToTrash<C>(
  config: Promise<SanitizedConfig>,
  deleteForGood: RouteHandler<C>,
  update: RouteHandler<C>,
): RouteHandler<C> {
  return async (request, context) => {
    const url = new URL(request.url)
    const collection = collectionOfPath(await getPayload({ config }), url.pathname)
    if (!collection?.trash || url.searchParams.get('trash') === 'true') return deleteForGood(request, context)
    const headers = new Headers(request.headers)
    headers.set('content-type', 'application/json')
    headers.delete('content-length')
    const trashing = new Request(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ deletedAt: new Date().toISOString() }),
    })
    return update(trashing, context)
  }
}
