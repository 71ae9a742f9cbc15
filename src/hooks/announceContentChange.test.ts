import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { announceChange, announceDelete, announcingContentChanges } from './announceContentChange'

const own = () => undefined

describe('announcingContentChanges', () => {
  it('adds the announcing hooks after the own hooks of a collection public pages show', () => {
    const articles = announcingContentChanges({
      slug: 'articles',
      fields: [],
      hooks: { afterChange: [own], afterDelete: [own] },
    } as CollectionConfig)
    expect(articles.hooks?.afterChange).toEqual([own, announceChange])
    expect(articles.hooks?.afterDelete).toEqual([own, announceDelete])
    expect(announcingContentChanges({ slug: 'authors', fields: [] }).hooks).toEqual({
      afterChange: [announceChange],
      afterDelete: [announceDelete],
    })
  })

  it('leaves collections no public page shows as they are', () => {
    const users: CollectionConfig = { slug: 'users', fields: [], hooks: { afterChange: [own] } }
    expect(announcingContentChanges(users)).toBe(users)
    expect(announcingContentChanges({ slug: 'subscribers', fields: [] }).hooks).toBeUndefined()
  })
})
