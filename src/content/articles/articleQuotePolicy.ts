/**
 * Whose quote posts of an article are accepted on the fediverse (FEP-044f; the cockpit's "Who may quote it",
 * docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md): one list for the cockpit's field, the ingestion
 * API and the MCP write tools.
 */
export const ARTICLE_QUOTE_POLICIES = ['anyone', 'followers', 'nobody'] as const

export type ArticleQuotePolicy = (typeof ARTICLE_QUOTE_POLICIES)[number]
