/** The configured social network (SOCIAL_NETWORK), or none: then publishing logs the post as skipped. */
import { env } from '../../../ground/env'
import { BLUESKY_MAX_CHARACTERS, postToBluesky, tidFor } from './bluesky'
import { MASTODON_MAX_CHARACTERS, postToMastodon } from './mastodon'
import { socialPostFor } from './socialPost'

export interface PostableArticle {
  id: number
  title: string
  excerpt?: string | null
  url: string
  pmsName?: string | null
  publishedAt: Date
}

export interface Posted {
  network: 'mastodon' | 'bluesky'
  url: string
}

export function socialNetworkName(): 'mastodon' | 'bluesky' | null {
  return env.SOCIAL_NETWORK === 'none' ? null : env.SOCIAL_NETWORK
}

export async function postArticle(article: PostableArticle): Promise<Posted | null> {
  const network = socialNetworkName()
  if (network === 'mastodon') {
    const posted = await postToMastodon(
      socialPostFor(article, MASTODON_MAX_CHARACTERS),
      `pmsnews-article-${article.id}`,
    )
    return { network, url: posted.url }
  }
  if (network === 'bluesky') {
    const posted = await postToBluesky(
      socialPostFor(article, BLUESKY_MAX_CHARACTERS),
      tidFor(article.publishedAt, article.id),
      article.publishedAt,
    )
    return { network, url: posted.url }
  }
  return null
}
