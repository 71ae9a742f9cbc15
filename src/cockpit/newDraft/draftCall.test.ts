import { describe, expect, it } from 'vitest'

import { createRouteCollection, hasAutosavedDrafts } from './draftCall'

describe('hasAutosavedDrafts', () => {
  it('is true only where drafts autosave', () => {
    expect(hasAutosavedDrafts({ versions: { drafts: { autosave: { interval: 2000 } } } })).toBe(true)
    expect(hasAutosavedDrafts({ versions: { drafts: { autosave: true } } })).toBe(true)
    expect(hasAutosavedDrafts({ versions: { drafts: { autosave: false } } })).toBe(false)
    expect(hasAutosavedDrafts({ versions: { drafts: true } })).toBe(false)
    expect(hasAutosavedDrafts({ versions: true })).toBe(false)
    expect(hasAutosavedDrafts({})).toBe(false)
  })
})

describe('createRouteCollection', () => {
  const slugs = ['articles', 'pmses']

  it('names the collection of a create route it serves', () => {
    expect(createRouteCollection('/cockpit/collections/articles/create', '/cockpit', slugs)).toBe('articles')
    expect(createRouteCollection('/cockpit/collections/pmses/create/', '/cockpit', slugs)).toBe('pmses')
  })

  it('is null for any other address', () => {
    for (const pathname of [
      '/cockpit/collections/authors/create',
      '/cockpit/collections/articles',
      '/cockpit/collections/articles/12',
      '/cockpit/collections/articles/create/extra',
      '/cockpit/collections//create',
      '/cockpit/globals/articles/create',
      '/elsewhere/collections/articles/create',
    ])
      expect(createRouteCollection(pathname, '/cockpit', slugs), pathname).toBeNull()
  })
})
