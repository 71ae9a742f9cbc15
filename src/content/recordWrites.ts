/**
 * The create, update and trashing of a catalogue record (a PMS profile, a glossary term, a PR link), each the entity's
 * write (./entityWrite.ts): its references checked first, then Payload's own write as the request's person, so that
 * the collection's access rules, validation and hooks hold as for a cockpit save, with what the caller writes beside
 * it (MCP's audit record) in the same transaction.
 */
import type {
  DataFromCollectionSlug,
  PayloadRequest,
  RequiredDataFromCollectionSlug,
  TypedCollectionSelect,
  updateByIDOperation,
} from 'payload'

import { validationFailed } from '../ground/errors/AppError'
import { type DanglingReferences, entityWrite, noReferences } from './entityWrite'

type CatalogueCollection = 'pmses' | 'glossary-terms' | 'pr-links'

/** Payload's data for a new record of `C`: every field the collection requires. */
export type NewRecordData<C extends CatalogueCollection> = RequiredDataFromCollectionSlug<C>

/** Payload's data for the fields given of a record of `C`; a field left out stays as it is. */
export type RecordFields<C extends CatalogueCollection> = Partial<NewRecordData<C>>

/** The same as Payload's update takes it (nested values may be partial too), which `RecordFields` of a collection is. */
type RecordChanges<C extends CatalogueCollection> = Parameters<
  typeof updateByIDOperation<C, TypedCollectionSelect[C]>
>[0]['data']

/** `I` is what an update is given; `N`, what a create is given (its input schema requires what the collection does). */
interface RecordRules<C extends CatalogueCollection, I, N extends I> {
  collection: C
  data(input: I): RecordChanges<C>
  newData(input: N): NewRecordData<C>
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

export function recordWrites<C extends CatalogueCollection, I, N extends I = I>({
  collection,
  data,
  newData,
  danglingReferences,
}: RecordRules<C, I, N>) {
  type T = DataFromCollectionSlug<C>
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
    create: (req: PayloadRequest, writer: string, input: N, alongside?: Alongside<T>): Promise<T> =>
      write(req, writer, input, async () => {
        await refuseDangling(req, input)
        const record = (await req.payload.create({ ...asPerson(req), data: newData(input) })) as T
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
        const after = (await req.payload.update({ ...asPerson(req), id, data: changes })) as T
        const change = { before, after, fields: Object.keys(changes) }
        await alongside?.(change)
        return change
      }),

    /**
     * Moves the record to the trash (docs/decisions/066-trash.md), where it waits TRASH_KEEP_DAYS, restorable, before
     * it is purged: the record as it was, or null when there is no such record (or it is in the trash already).
     */
    trash: (req: PayloadRequest, writer: string, id: number, alongside?: Alongside<T>): Promise<T | null> =>
      removal(req, writer, null, async () => {
        const before = await visible(req, id)
        if (!before) return null
        const trashing = { deletedAt: new Date().toISOString() } as RecordChanges<C>
        await req.payload.update({ ...asPerson(req), id, data: trashing })
        await alongside?.(before)
        return before
      }),
  }
}
