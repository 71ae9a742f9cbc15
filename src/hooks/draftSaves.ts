/**
 * Payload drafts (docs/decisions/017): a draft save (the cockpit's autosave and "Save draft") writes a version only,
 * never the published row the public reads. Collection hooks are not told which kind of save they run in, nor what
 * the caller actually sent (Payload fills in `_status`), nor the public row (their `originalDoc` is the latest
 * version, perhaps a draft); the operation notes the first two in `req.context`, and `rememberPublicRow` the third.
 */
import type { CollectionBeforeOperationHook, CollectionSlug, PayloadRequest, TypeWithID } from 'payload'

/** The collections with drafts: their public row and their latest version may differ. */
type DraftCollection = 'articles' | 'pmses'

const DRAFT_SAVE = 'draftSave'
const STATUS_SENT = 'statusSent'
const publicRowKey = (collection: string, id: number | string) => `publicRow:${collection}:${id}`

export const noteDraftSave: CollectionBeforeOperationHook<DraftCollection> = ({ args, operation, req }) => {
  if (operation === 'update' || operation === 'create') {
    const { draft, data } = args
    req.context[DRAFT_SAVE] = operation === 'update' && Boolean(draft) && data?._status !== 'published'
    req.context[STATUS_SENT] = data?._status
  }
  // Nobody signed in reads drafts: `?draft=true` (REST, GraphQL) would otherwise show unpublished edits of a
  // published document, whose versions carry is_published. Our own code may, when it overrides access on purpose:
  // the signed preview of an article's latest version (docs/decisions/018).
  if (operation === 'read' && !req.user && args.draft && args.overrideAccess !== true) args.draft = false
  return args
}

/** Whether the save running in `req` writes a draft version only (the public row stays as it was). */
export const isDraftSave = (req: PayloadRequest) => req.context[DRAFT_SAVE] === true

/** The `_status` the caller sent, if any: the cockpit's Publish and Unpublish buttons send it. */
export const statusSent = (req: PayloadRequest) => req.context[STATUS_SENT] as string | undefined

/** Reads the public row before a save of it, once, for the hooks that compare before and after. */
export async function rememberPublicRow<T extends TypeWithID>(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number | string,
): Promise<T | null> {
  const row = await req.payload.db.findOne<T>({ collection, where: { id: { equals: id } }, req })
  req.context[publicRowKey(collection, id)] = row
  return row
}

/** The public row as it was before this save (or `fallback` when it was not read, e.g. on create). */
export const publicRowBefore = <T extends TypeWithID>(
  req: PayloadRequest,
  collection: string,
  id: number | string,
  fallback: T | undefined,
): T | undefined => (req.context[publicRowKey(collection, id)] as T | null | undefined) ?? fallback
