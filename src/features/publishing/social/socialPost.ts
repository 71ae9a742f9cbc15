/**
 * What a social post says: the title, the article's URL and hashtags (the configured ones and the PMS's name),
 * cut to the network's length. The same article always gives the same post.
 */
import { env } from '../../../ground/env'

export interface SocialPost {
  text: string
  url: string
  title: string
  description: string
  hashtags: string[]
}

/** "Harbor PMS" → "HarborPMS": a hashtag is one word of letters and digits. */
function hashtagOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
}

export function socialPostFor(
  article: { title: string; excerpt?: string | null; url: string; pmsName?: string | null },
  maxCharacters: number,
): SocialPost {
  const configured = env.SOCIAL_HASHTAGS.split(',')
    .map((tag) => hashtagOf(tag))
    .filter(Boolean)
  const hashtags = [...new Set([...configured, ...(article.pmsName ? [hashtagOf(article.pmsName)] : [])])].filter(
    Boolean,
  )
  const tail = `\n\n${article.url}\n\n${hashtags.map((tag) => `#${tag}`).join(' ')}`
  const room = maxCharacters - [...tail].length
  const chars = [...article.title]
  const title =
    chars.length <= room
      ? article.title
      : `${chars
          .slice(0, Math.max(0, room - 1))
          .join('')
          .trimEnd()}…`
  return {
    text: `${title}${tail}`,
    url: article.url,
    title: article.title,
    description: article.excerpt ?? '',
    hashtags,
  }
}
