/**
 * An article page's own AI-use headers (docs/decisions/048-ai-use-policy.md), for the router to set before Next renders
 * the page in development: in production the router renders pages itself and says them, but a page Next renders
 * cannot set its own headers. Null for any other page, and for an article that follows the site's policy, which the
 * area's headers say already.
 */
import type { Payload } from 'payload'

import { articleAiUse } from '../../../../content/articles/articleAiUse'
import { publishedArticleBySlugs } from '../../../../content/articles/publishedArticle'
import { env } from '../../../../ground/env'
import { aiUseHeaders } from '../../../../ground/lib/aiUse'
import { pageRouteOf } from '../../../../ground/paths'

export async function articleOwnTermsAt(
  payload: Payload,
  pagePath: string,
  baseUrl: string,
): Promise<Record<string, string> | null> {
  const route = pageRouteOf(pagePath)
  if (route?.kind !== 'article') return null
  const choice = (await publishedArticleBySlugs(payload, route.pmsSlug, route.articleSlug, baseUrl))?.article.ai_use
  if (!choice || choice === 'site') return null
  return aiUseHeaders(articleAiUse(choice, env.aiUse))
}
