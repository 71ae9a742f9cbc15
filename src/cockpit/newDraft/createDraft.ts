/**
 * The `create-draft` server function (registered in src/app/(payload)/layout.tsx): a new, empty draft of a collection
 * with autosaved drafts, made as the signed-in person, under their access, as Payload's own create route used to on
 * a GET (./askingBeforeNewDrafts.ts). A server function is a POST to the cockpit: Next refuses one whose Origin is
 * not the host it was sent to, and Payload reads the session cookie only from an Origin in its CSRF list.
 */
import { APIError, type CollectionSlug, type ServerFunction } from 'payload'

import { type CreatedDraft, hasAutosavedDrafts } from './draftCall'

export const createDraft: ServerFunction<{ collectionSlug?: unknown }, Promise<CreatedDraft>> = async ({
  collectionSlug,
  req,
}) => {
  if (!req.user) return { error: 'Sign in to the cockpit first.' }
  const collection =
    typeof collectionSlug === 'string' && Object.hasOwn(req.payload.collections, collectionSlug)
      ? req.payload.collections[collectionSlug as CollectionSlug]
      : undefined
  if (!collection || !hasAutosavedDrafts(collection.config)) return { error: 'There is no such draft to make.' }
  try {
    const doc = await req.payload.create({
      collection: collection.config.slug,
      data: {},
      depth: 0,
      draft: true,
      overrideAccess: false,
      req,
      user: req.user,
    })
    return { id: doc.id }
  } catch (error) {
    // Refused by the person's access (403) or by a hook: theirs to read, not a server failure.
    if (error instanceof APIError && error.status >= 400 && error.status < 500) return { error: error.message }
    throw error
  }
}
