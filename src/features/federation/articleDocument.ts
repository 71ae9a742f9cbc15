/**
 * An article read as ActivityPub (docs/decisions/044-federation.md): at its object's id, `/ap/articles/{id}`, and at
 * its page's address with `Accept: application/activity+json` (src/ground/http/negotiate.ts). A public article answers its
 * object (./articleObject.ts); one that was on the social web and is no longer public answers 410 with its
 * `Tombstone`, as its `Delete` said; anything else is a 404. Served without Fedify: nothing here is signed.
 */
import type { Payload } from 'payload'

import { articleForPublishing } from '../../content/articles/articleForPublishing'
import { pageRouteOf } from '../../ground/paths'
import { loadArticlePage } from '../site/pages/article/load'
import { articleObject, type FederatedArticle, type JsonObject, tombstone, withContext } from './articleObject'
import { articleStanding, deletedArticleAt } from './articleStanding'

const HEADERS = { 'Content-Type': 'application/activity+json', Vary: 'Accept' }

const answer = (status: number, document: JsonObject) =>
  new Response(JSON.stringify(withContext(document)), { status, headers: HEADERS })

const notFound = () =>
  new Response(JSON.stringify({ error: 'not_found', message: 'There is no such article on the social web.' }), {
    status: 404,
    headers: HEADERS,
  })

/** The public article `articleId` as its object is built from, or null when it is not public. */
export async function federatedArticleById(
  payload: Payload,
  articleId: number,
  baseUrl: string,
): Promise<FederatedArticle | null> {
  const article = await articleForPublishing(payload, articleId)
  if (!article?.isPublished || !article.pmsSlug) return null
  const page = await loadArticlePage(payload, article.pmsSlug, article.slug, baseUrl)
  return page ? { id: articleId, pmsSlug: article.pmsSlug, page } : null
}

/** `GET /ap/articles/{id}`. */
export async function articleObjectById(payload: Payload, articleId: number, baseUrl: string): Promise<Response> {
  const article = await federatedArticleById(payload, articleId, baseUrl)
  if (article) return answer(200, articleObject(article, baseUrl))
  const standing = await articleStanding(payload, articleId)
  if (!standing) return notFound()
  return answer(410, tombstone(baseUrl, articleId, standing.deletedAt ?? new Date()))
}

/** An article page's address read as ActivityPub. */
export async function articleObjectAtPage(payload: Payload, pagePath: string, baseUrl: string): Promise<Response> {
  const route = pageRouteOf(pagePath)
  if (route?.kind !== 'article') return notFound()
  const page = await loadArticlePage(payload, route.pmsSlug, route.articleSlug, baseUrl)
  if (page) return answer(200, articleObject({ id: page.id, pmsSlug: route.pmsSlug, page }, baseUrl))
  const deleted = await deletedArticleAt(payload, pagePath)
  return deleted ? answer(410, tombstone(baseUrl, deleted.articleId, deleted.deletedAt)) : notFound()
}
