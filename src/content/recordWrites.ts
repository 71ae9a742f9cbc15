/**
 * The create, update and delete of a catalogue record (a PMS profile, a glossary term, a PR link), each the entity's
 * write (./entityWrite.ts): its references checked first, then Payload's own write as the request's person, so that
 * the collection's access rules, validation and hooks hold as for a cockpit save, with what the caller writes beside
 * it (MCP's audit record) in the same transaction.
 */
import type { PayloadRequest } from 'payload'

import { validationFailed } from '../ground/errors/AppError'
import { type DanglingReferences, entityWrite, noReferences } from './entityWrite'

type CatalogueCollection = 'pmses' | 'glossary-terms' | 'pr-links'

interface RecordRules<I> {
  collection: CatalogueCollection
  /** The collection's data for the fields given; a field left out stays as it is. */
  data(input: I): Record<string, unknown>
  danglingReferences: DanglingReferences<I>
}

/** What a write may add in its transaction, given what it wrote. */
type Alongside<R> = (written: R) => Promise<void>

/** An update: the record before and after it, and the collection's fields it wrote. */
export interface Change<T> {
  before: T
  after: T
  fields: string[]
}

export function recordWrites<T extends object, I>({ collection, data, danglingReferences }: RecordRules<I>) {
  const write = entityWrite(danglingReferences)
  // A delete names no other record: a foreign key refusing it is no reference of the writer's.
  const removal = entityWrite<null>(noReferences)
  const asPerson = (req: PayloadRequest) => ({ collection, req, depth: 0, overrideAccess: false }) as const

  async function refuseDangling(req: PayloadRequest, input: I): Promise<void> {
    const dangling = await danglingReferences(req, input)
    if (dangling.length > 0) throw validationFailed(dangling)
  }

  /** The record as the request's person sees it; null when there is none (or none they may see). */
  const visible = async (req: PayloadRequest, id: number) =>
    (await req.payload.findByID({ ...asPerson(req), id, disableErrors: true })) as T | null

  return {
    create: (req: PayloadRequest, writer: string, input: I, alongside?: Alongside<T>): Promise<T> =>
      write(req, writer, input, async () => {
        await refuseDangling(req, input)
        const record = (await req.payload.create({ ...asPerson(req), data: data(input) as never })) as T
        await alongside?.(record)
        return record
      }),

    /** null when there is no such record: nothing is written. */
    update: (
      req: PayloadRequest,
      writer: string,
      id: number,
      input: I,
      alongside?: Alongside<Change<T>>,
    ): Promise<Change<T> | null> =>
      write(req, writer, input, async () => {
        const before = await visible(req, id)
        if (!before) return null
        await refuseDangling(req, input)
        const changes = data(input)
        const after = (await req.payload.update({ ...asPerson(req), id, data: changes as never })) as T
        const change = { before, after, fields: Object.keys(changes) }
        await alongside?.(change)
        return change
      }),

    /** The record as it was, or null when there is no such record. */
    remove: (req: PayloadRequest, writer: string, id: number, alongside?: Alongside<T>): Promise<T | null> =>
      removal(req, writer, null, async () => {
        const before = await visible(req, id)
        if (!before) return null
        await req.payload.delete({ ...asPerson(req), id })
        await alongside?.(before)
        return before
      }),
  }
}
