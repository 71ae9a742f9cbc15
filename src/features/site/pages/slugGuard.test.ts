/** Page loaders answer "no such page" for what cannot be a slug, without asking the database (PostgreSQL refuses NUL with an error). */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { loadArticlePage } from './article/load'
import { loadComparisonPage } from './comparison/load'
import { loadGlossaryTermPage } from './glossaryTerm/load'
import { loadAuthorPage, loadCategoryPage } from './listing/load'
import { loadPmsPage } from './pms/load'

const noDatabase = new Proxy({} as Payload, {
  get(_target, name) {
    throw new Error(`the loader used payload.${String(name)}`)
  },
})

const BASE = 'https://news.example'

describe('page loaders', () => {
  it.each(['\u0000', 'a\u0000b', 'Harbor-PMS', 'a.md', 'café', '-a', 'a'.repeat(256), ''])(
    'find no page for %j without a query',
    async (slug) => {
      expect(await loadPmsPage(noDatabase, slug, 1, BASE)).toBeNull()
      expect(await loadArticlePage(noDatabase, slug, 'story', BASE)).toBeNull()
      expect(await loadArticlePage(noDatabase, 'harbor-pms', slug, BASE)).toBeNull()
      expect(await loadGlossaryTermPage(noDatabase, slug, BASE)).toBeNull()
      expect(await loadComparisonPage(noDatabase, slug, BASE)).toBeNull()
      expect(await loadCategoryPage(noDatabase, slug, 1, BASE)).toBeNull()
      expect(await loadAuthorPage(noDatabase, slug, 1, BASE)).toBeNull()
    },
  )

  it('do ask the database for a slug', async () => {
    await expect(loadGlossaryTermPage(noDatabase, 'channel-manager', BASE)).rejects.toThrow(
      'the loader used payload.find',
    )
  })
})
