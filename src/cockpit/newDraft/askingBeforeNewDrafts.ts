/**
 * Payload's create route of a collection with autosaved drafts (`/cockpit/collections/<slug>/create`) writes the draft
 * while it renders the page (@payloadcms/next's Document view: "autoSave is enabled and the document is being
 * created => create document and redirect"). A GET, then, that any link, image or redirect can make a signed-in
 * editor's browser send: each wrote an empty draft in their name. For such a collection that route is our
 * NewDraftView instead, which writes nothing and asks; the draft is made by a POST (the create-draft server function,
 * ./createDraft.ts), and the cockpit's own "Create new" links go straight to that POST (./CreateDraftLinks.tsx).
 */
import type { CollectionConfig } from 'payload'

import { hasAutosavedDrafts } from './draftCall'

/** A collection view at `/create` (exact) takes the route before Payload's Document view (its getRouteData). */
const NEW_DRAFT_VIEW = {
  Component: '/src/cockpit/newDraft/NewDraftView#NewDraftView',
  path: '/create',
  exact: true,
} as const

export function askingBeforeNewDrafts(collection: CollectionConfig): CollectionConfig {
  if (!hasAutosavedDrafts(collection)) return collection
  const admin = collection.admin ?? {}
  return {
    ...collection,
    admin: {
      ...admin,
      components: { ...admin.components, views: { ...admin.components?.views, create: NEW_DRAFT_VIEW } },
    },
  }
}
