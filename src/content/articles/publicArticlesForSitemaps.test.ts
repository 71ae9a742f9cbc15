import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { ARTICLE_IDS_PER_SITEMAP } from '../../ground/paths'

describe('the partial index that dates the ranges of article ids', () => {
  it('is built on the same range size the sitemaps use, or PostgreSQL could not use it', () => {
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../features/migrations/20261203_120000_public_article_indexes_not_trashed.ts'),
      'utf8',
    )
    expect(migration).toContain(`(((id - 1) / ${ARTICLE_IDS_PER_SITEMAP}), updated_at DESC NULLS LAST)`)
  })
})
