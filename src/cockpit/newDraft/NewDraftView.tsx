/**
 * `/cockpit/collections/<slug>/create` of a collection with autosaved drafts (./askingBeforeNewDrafts.ts): writes
 * nothing, whoever sent the browser here, and offers the one button that makes the draft (a POST). The cockpit's own
 * "Create new" links skip this page (./CreateDraftLinks.tsx); it is for the other ways here: a new tab, a bookmark, a
 * link from elsewhere.
 */
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { CreateDraftButton } from './CreateDraftButton'

const nameOf = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

export function NewDraftView({ initPageResult }: AdminViewServerProps) {
  const { collectionConfig, permissions, req } = initPageResult
  if (!collectionConfig) return null
  const { slug, labels } = collectionConfig
  const singular = nameOf(labels.singular, slug)
  const plural = nameOf(labels.plural, slug)
  const mayCreate = permissions.collections?.[slug]?.create === true
  const list = formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: `/collections/${slug}` })
  return (
    <Gutter className="new-draft">
      <h1 style={{ margin: '1.5rem 0 0.5rem' }}>New {singular}</h1>
      {mayCreate ? (
        <>
          <p style={{ maxWidth: '40rem', color: 'var(--theme-elevation-650)' }}>
            Nothing is written until you ask. The draft is made when you press the button; only the newsroom sees it
            until it is published, and it saves itself as you write.
          </p>
          <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap', margin: '1.5rem 0' }}>
            <CreateDraftButton collectionSlug={slug} label={`Create ${singular} draft`} />
            <a href={list}>Back to {plural}</a>
          </div>
        </>
      ) : (
        <p>
          Your account may not create {plural}. <a href={list}>Back to {plural}</a>
        </p>
      )}
    </Gutter>
  )
}
