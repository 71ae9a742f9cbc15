/**
 * When a saved document's public address changed, texts linking to it get their markdown derived again
 * (src/content/richText/followLinkTargets.ts). A draft save changes no address: the public row keeps its slug.
 */
import type { CollectionAfterChangeHook, DataFromCollectionSlug } from 'payload'

import { articleIdsOfPms } from '../content/articles/articleIdsOfPms'
import { followLinkTargets, type LinkTarget } from '../content/richText/followLinkTargets'
import { isDraftSave, publicRowBefore } from './draftSaves'

type LinkedDoc = DataFromCollectionSlug<LinkTarget>

/** An article's PMS (its address starts with the PMS's), as an id at any depth; nothing for the other documents. */
const pmsOf = (doc: LinkedDoc | undefined): number | undefined =>
  doc && 'pms' in doc ? (typeof doc.pms === 'object' ? doc.pms.id : doc.pms) : undefined

export const followAddressChange =
  (collection: LinkTarget): CollectionAfterChangeHook<LinkedDoc> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || isDraftSave(req)) return doc
    const before = publicRowBefore(req, collection, doc.id, previousDoc)
    const moved = before?.slug !== doc.slug || pmsOf(before) !== pmsOf(doc)
    if (!moved) return doc
    await followLinkTargets(req, collection, [doc.id])
    // A PMS's articles live under its address, so links to them moved too.
    if (collection === 'pmses') await followLinkTargets(req, 'articles', await articleIdsOfPms(req, doc.id))
    return doc
  }
