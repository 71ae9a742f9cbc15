'use client'
/**
 * The cockpit's "Create new" links of a collection with autosaved drafts — the list's button, the empty list's, the
 * document menu's, the dashboard's "Write an article" — are links to the create route, which no longer writes
 * (./askingBeforeNewDrafts.ts). A plain click on one, anywhere in the cockpit, makes the draft by a POST and opens it,
 * in one step as before. Any other way there (a new tab, a bookmark, a link from elsewhere, a click before the page is
 * ready) lands on the new-draft page, which asks.
 *
 * The listener is the window's, in the capture phase: it runs before React's own (on the document), so a Next link's
 * navigation never starts; it is added in a layout effect, in the same commit that makes those links live, and
 * `data-create-draft-links` on the root element says so (the browser tests wait for it before they click).
 */
import { useConfig } from '@payloadcms/ui'
import { type ReactNode, useLayoutEffect } from 'react'

import { createRouteCollection, hasAutosavedDrafts } from './draftCall'
import { useCreateDraft } from './useCreateDraft'

/** The link a click is on, when it is a plain left click that would open it here. */
function plainLinkClick(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  return link.origin === window.location.origin ? link : null
}

export function CreateDraftLinks({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const { createDraft } = useCreateDraft()
  const adminRoute = config.routes.admin
  const slugs = config.collections.filter(hasAutosavedDrafts).map((collection) => collection.slug)
  const slugList = slugs.join(',')

  useLayoutEffect(() => {
    const served = slugList.split(',')
    const onClick = (event: MouseEvent) => {
      const link = plainLinkClick(event)
      const collectionSlug = link && createRouteCollection(link.pathname, adminRoute, served)
      if (!collectionSlug) return
      event.preventDefault()
      event.stopPropagation()
      void createDraft(collectionSlug)
    }
    window.addEventListener('click', onClick, true)
    document.documentElement.dataset.createDraftLinks = 'live'
    return () => {
      window.removeEventListener('click', onClick, true)
      delete document.documentElement.dataset.createDraftLinks
    }
  }, [adminRoute, slugList, createDraft])

  return children
}
