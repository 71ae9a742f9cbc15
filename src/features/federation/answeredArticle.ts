/**
 * The public article an object id names — its object (`/ap/articles/{id}` on this site), or its page, which some
 * servers answer when that is what they were shown — or null: what a reply, a like, a repost or a quote request may
 * be about (docs/decisions/044-federation.md).
 */
import type { Payload } from 'payload'

import { articleForPublishing } from '../../content/articles/articleForPublishing'
import { publicArticleIdAt } from '../../content/articles/publicArticleUrl'
import { articleIdOfActivityPubPath, pageRouteOf } from '../../ground/paths'

export async function answeredArticle(payload: Payload, baseUrl: string, id: URL | null): Promise<number | null> {
  if (!id || id.origin !== new URL(baseUrl).origin) return null
  const articleId = articleIdOfActivityPubPath(id.pathname)
  if (articleId !== null) return (await articleForPublishing(payload, articleId))?.isPublished ? articleId : null
  const page = pageRouteOf(id.pathname)
  return page?.kind === 'article' ? publicArticleIdAt(payload, page.pmsSlug, page.articleSlug) : null
}
