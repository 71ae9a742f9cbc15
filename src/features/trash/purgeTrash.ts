/**
 * The trash's end (docs/decisions/066-trash.md): what has waited in the trash longer than TRASH_KEEP_DAYS is deleted
 * for good, through Payload's delete, so that each record goes with its versions and its collection's delete hooks
 * run (an article's publish log, its word to the social web, the caches' announcement). In batches, each record in a
 * transaction of its own: one that cannot go yet (a PMS profile some article or PR link still names, even from the
 * trash) stays, and is named in the outcome, and the rest go. Dependants first: PR links and articles before the PMS profiles they name.
 */
import type { Payload } from 'payload'

import { pmsStillNamed } from '../../content/pmses/pmsDependants'

/** The collections with a trash. */
type TrashCollection = 'articles' | 'pmses' | 'comparisons' | 'glossary-terms' | 'pr-links' | 'tags'

// A purged tag leaves the articles that still carry it (their rows of it go with it).
const PURGE_ORDER: readonly TrashCollection[] = [
  'pr-links',
  'articles',
  'comparisons',
  'glossary-terms',
  'tags',
  'pmses',
]

/** Records read per batch. */
const BATCH = 100

export interface PurgeOutcome {
  /** Records deleted for good, per collection. */
  purged: Partial<Record<TrashCollection, number>>
  /** Records due that could not go, with why. */
  kept: Array<{ collection: TrashCollection; id: number; reason: string }>
}

const trashCutoff = (keepDays: number, now: Date) => new Date(now.getTime() - keepDays * 86_400_000)

/** Whether anything has waited in the trash longer than `keepDays`. */
export async function somethingDue(payload: Payload, keepDays: number, now = new Date()): Promise<boolean> {
  const where = { deletedAt: { less_than: trashCutoff(keepDays, now).toISOString() } }
  for (const collection of PURGE_ORDER) {
    const { totalDocs } = await payload.count({ collection, trash: true, where, overrideAccess: true })
    if (totalDocs > 0) return true
  }
  return false
}

export async function purgeTrash(payload: Payload, keepDays: number, now = new Date()): Promise<PurgeOutcome> {
  const cutoff = trashCutoff(keepDays, now).toISOString()
  const outcome: PurgeOutcome = { purged: {}, kept: [] }
  for (const collection of PURGE_ORDER) {
    const keptIds: number[] = []
    for (;;) {
      const { docs } = await payload.find({
        collection,
        trash: true,
        where: { and: [{ deletedAt: { less_than: cutoff } }, { id: { not_in: keptIds } }] },
        select: {},
        sort: 'deletedAt',
        limit: BATCH,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      if (docs.length === 0) break
      for (const { id } of docs as Array<{ id: number }>) {
        if (collection === 'pmses' && (await pmsStillNamed(payload, id))) {
          keptIds.push(id)
          outcome.kept.push({ collection, id, reason: 'an article or PR link still names it' })
          continue
        }
        try {
          await payload.delete({ collection, id, trash: true, overrideAccess: true, depth: 0 })
          outcome.purged[collection] = (outcome.purged[collection] ?? 0) + 1
        } catch (error) {
          keptIds.push(id)
          const reason = error instanceof Error ? error.message : String(error)
          outcome.kept.push({ collection, id, reason })
          payload.logger.warn({ msg: `trash: ${collection} ${id} is due for purging and stays for now`, reason })
        }
      }
    }
  }
  return outcome
}
