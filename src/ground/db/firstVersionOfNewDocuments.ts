/**
 * The first version of a document created in the same request is written without the UPDATE with which Payload's
 * adapter marks a document's other versions as no longer the latest: a document created a moment ago has none.
 * That UPDATE would be one round trip of eight on every article create (docs/performance.md, "no slower").
 *
 * Everything else `createVersion` does is Payload's own: it runs unchanged, on a view of the adapter whose
 * `execute` (which `createVersion` uses for that UPDATE alone) does nothing. Only the version that follows the
 * adapter's `create` of the same document in the same request is written this way; every later version is not.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { adapterOf } from './adapter'

type Create = PostgresAdapter['create']
type CreateVersion = PostgresAdapter['createVersion']

export function skipLatestFlipForNewDocuments(payload: Payload): void {
  const adapter = adapterOf(payload)
  const createdIn = new WeakMap<object, Set<string>>()
  const key = (collection: string, id: unknown) => `${collection}:${String(id)}`

  const create: Create = adapter.create
  adapter.create = async function (this: PostgresAdapter, args) {
    const doc = await create.call(this, args)
    if (args.req && doc?.id !== undefined) {
      const created = createdIn.get(args.req) ?? new Set<string>()
      created.add(key(args.collection, doc.id))
      createdIn.set(args.req, created)
    }
    return doc
  } as Create

  const createVersion: CreateVersion = adapter.createVersion
  adapter.createVersion = function (this: PostgresAdapter, args) {
    const isFirst =
      args.req !== undefined && createdIn.get(args.req)?.delete(key(args.collectionSlug, args.parent)) === true
    if (!isFirst) return createVersion.call(this, args)
    const withoutExecute = Object.create(this, { execute: { value: async () => ({ rows: [] }) } }) as PostgresAdapter
    return createVersion.call(withoutExecute, args)
  } as CreateVersion
}
