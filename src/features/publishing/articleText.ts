/** What publishing reads of an article, and the text it hands to summarisers and embedders. */
import { createHash } from 'node:crypto'

import { plainText } from './providers/localSummary'

export interface PublishableArticle {
  id: number
  title: string
  slug: string
  excerpt?: string | null
  body: string
}

/** Title, excerpt and body as plain text, capped (OpenAI's embedding models read about 8,000 tokens). */
export function articleText(article: PublishableArticle, maxCharacters = 24_000): string {
  return [article.title, article.excerpt ?? '', plainText(article.body)]
    .filter(Boolean)
    .join('\n\n')
    .slice(0, maxCharacters)
}

/** Changes exactly when title, excerpt or body change: what summary and embedding are derived from. */
export function contentHash(article: Pick<PublishableArticle, 'title' | 'excerpt' | 'body'>): string {
  return createHash('sha256')
    .update(JSON.stringify([article.title, article.excerpt ?? '', article.body]))
    .digest('hex')
}
