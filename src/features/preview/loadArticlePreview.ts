/**
 * A preview's data: the link's signature checked, then the article's latest version (a draft when there is one,
 * whatever the public row says) made into the public page's data by the public page's own loader.
 */
import type { Payload } from 'payload'

import { type ArticlePage, articlePageOf } from '../site/pages/article'
import { withSignedMediaUrls } from './previewMediaUrls'
import { type PreviewLinkParts, verifyPreview } from './previewSignature'

export type ArticlePreview =
  /** The link is not valid (signature, expiry, shape), or names no article: the same answer for all. */
  | { kind: 'refused' }
  /** A draft without what an article page needs yet (a title, a PMS, an author). */
  | { kind: 'incomplete'; expiresAt: number }
  | { kind: 'page'; page: ArticlePage; expiresAt: number }

export async function loadArticlePreview(
  payload: Payload,
  link: PreviewLinkParts,
  key: Buffer,
  nowSeconds: number,
  baseUrl: string,
): Promise<ArticlePreview> {
  const verdict = verifyPreview(key, link, nowSeconds)
  if (!verdict.ok) return { kind: 'refused' }
  // The link is the permission: access is overridden on purpose, and `draft` reads the newest version.
  const article = await payload.findByID({
    collection: 'articles',
    id: verdict.articleId,
    draft: true,
    overrideAccess: true,
    depth: 1,
    disableErrors: true,
  })
  if (!article) return { kind: 'refused' }
  const page = await articlePageOf(payload, article, baseUrl)
  // Its images are the draft's, not yet public files: each is signed for the link's lifetime (./previewMediaUrls.ts).
  return page
    ? { kind: 'page', page: withSignedMediaUrls(page, key, verdict.expiresAt, baseUrl), expiresAt: verdict.expiresAt }
    : { kind: 'incomplete', expiresAt: verdict.expiresAt }
}
