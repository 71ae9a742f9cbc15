/**
 * An article's own AI-use choice (the cockpit's "AI use" field): most articles follow the site's policy
 * (AI_USE_POLICY); an editor may open one to training (a press release meant to travel) or close it to AI answers
 * (an exclusive). Search follows the site's policy always: a page kept out of search is a robots.txt decision.
 */
import type { AiUse } from '../../ground/lib/aiUse'

export const ARTICLE_AI_USE_CHOICES = ['site', 'train', 'answers', 'search-only'] as const

export type ArticleAiUseChoice = (typeof ARTICLE_AI_USE_CHOICES)[number]

export const ARTICLE_AI_USE_LABELS: Record<ArticleAiUseChoice, string> = {
  site: "As the site's policy",
  train: 'AI may quote it and train on it',
  answers: 'AI may quote it, not train on it',
  'search-only': 'Search only: no AI answers, no training',
}

/** What the article's readers are told: the site's policy, or the article's choice over it. */
export function articleAiUse(choice: ArticleAiUseChoice | null | undefined, site: AiUse): AiUse {
  switch (choice ?? 'site') {
    case 'train':
      return { search: site.search, aiInput: true, aiTrain: true }
    case 'answers':
      return { search: site.search, aiInput: true, aiTrain: false }
    case 'search-only':
      return { search: site.search, aiInput: false, aiTrain: false }
    default:
      return site
  }
}
