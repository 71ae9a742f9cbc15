/**
 * An article page's own AI-use headers for development, where Next renders the HTML (src/features/site/pages/article/ownTerms.ts):
 * the published article's choice over the site's policy; nothing for an article that follows the site, a draft, or a
 * page that is no article.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createArticle, createArticleParents } from '../helpers/fixtures'
import { type LocalPayload, startLocalPayload } from '../helpers/localPayload'

const BASE = 'https://news.example'

let local: LocalPayload
let ownTerms: typeof import('../../src/features/site/pages/article/ownTerms')

beforeAll(async () => {
  local = await startLocalPayload()
  ownTerms = await import('../../src/features/site/pages/article/ownTerms')
})

afterAll(async () => {
  await local?.close()
})

it("gives a published article's own choice as headers, and nothing where the site's policy speaks", async () => {
  const parents = await createArticleParents(local.payload)
  const article = (slug: string, data: Record<string, unknown>) =>
    createArticle(local.payload, parents, { title: slug, slug, is_published: true, ...data })
  await article('open-keys', { ai_use: 'train' })
  await article('closed-keys', { ai_use: 'search-only' })
  await article('site-keys', {})
  await article('draft-keys', { ai_use: 'train', is_published: false })
  const termsAt = (path: string) => ownTerms.articleOwnTermsAt(local.payload, path, BASE)
  const pms = parents.pms.slug

  expect(await termsAt(`/${pms}/open-keys`)).toEqual({
    'Content-Signal': 'ai-train=yes, search=yes, ai-input=yes',
    'Content-Usage': 'train-ai=y, search=y',
    'tdm-reservation': '0',
  })
  expect(await termsAt(`/${pms}/closed-keys`)).toEqual({
    'Content-Signal': 'ai-train=no, search=yes, ai-input=no',
    'Content-Usage': 'train-ai=n, search=y',
    'tdm-reservation': '1',
  })
  expect(await termsAt(`/${pms}/site-keys`)).toBeNull()
  expect(await termsAt(`/${pms}/draft-keys`)).toBeNull()
  expect(await termsAt(`/${pms}`)).toBeNull()
  expect(await termsAt('/glossary')).toBeNull()
})
