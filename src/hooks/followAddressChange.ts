/**
 * When a saved document's public address changed, texts linking to it get their markdown derived again
 * (src/content/richText/followLinkTargets.ts). A draft save changes no address: the public row keeps its slug.
 */
import type { CollectionAfterChangeHook } from 'payload'

import { articleIdsOfPms } from '../content/articles/articleIdsOfPms'
import { followLinkTargets, type LinkTarget } from '../content/richText/followLinkTargets'
import { isDraftSave, publicRowBefore } from './draftSaves'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

export const followAddressChange =
  (collection: LinkTarget): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || isDraftSave(req)) return doc
    const before = publicRowBefore(req, collection, doc.id, previousDoc) ?? {}
    const moved = before.slug !== doc.slug || (collection === 'articles' && idOf(before.pms) !== idOf(doc.pms))
    if (!moved) return doc
    await followLinkTargets(req, collection, [doc.id])
    // A PMS's articles live under its address, so links to them moved too.
    if (collection === 'pmses') await followLinkTargets(req, 'articles', await articleIdsOfPms(req, doc.id))
    return doc
  }
