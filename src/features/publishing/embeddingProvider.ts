/**
 * An article's embedding: OpenAI's embeddings API when configured (shortened to EMBEDDING_DIMENSIONS), else the
 * local hashed bag of words. The provider and model are stored with the vector, and vectors of different models
 * are never compared.
 */
import { env } from '../../ground/env'
import { articleText, type PublishableArticle } from './articleText'
import { LOCAL_EMBEDDING_MODEL, localEmbedding } from './providers/localEmbedding'
import { plainText } from './providers/localSummary'
import { openaiClient } from './providers/openaiClient'
import { normalize } from './vectors'

export interface Embedding {
  vector: Float32Array
  provider: 'openai' | 'local'
  model: string
}

/** The model whose vectors are compared now: only articles embedded with it get related articles. */
export function currentEmbeddingModel(): { provider: Embedding['provider']; model: string } {
  return openaiClient()
    ? { provider: 'openai', model: env.OPENAI_EMBEDDING_MODEL }
    : { provider: 'local', model: LOCAL_EMBEDDING_MODEL }
}

export async function embed(article: PublishableArticle): Promise<Embedding> {
  const client = openaiClient()
  if (!client) {
    const text = [article.excerpt ?? '', plainText(article.body)].join('\n\n')
    return {
      vector: localEmbedding({ title: article.title, text }, env.EMBEDDING_DIMENSIONS),
      provider: 'local',
      model: LOCAL_EMBEDDING_MODEL,
    }
  }
  const response = await client.embeddings.create({
    model: env.OPENAI_EMBEDDING_MODEL,
    input: articleText(article),
    dimensions: env.EMBEDDING_DIMENSIONS,
    encoding_format: 'float',
  })
  const values = response.data[0]?.embedding
  if (!values || values.length !== env.EMBEDDING_DIMENSIONS) {
    throw new Error(`OpenAI returned ${values?.length ?? 0} dimensions, expected ${env.EMBEDDING_DIMENSIONS}`)
  }
  return { vector: normalize(values), provider: 'openai', model: env.OPENAI_EMBEDDING_MODEL }
}
