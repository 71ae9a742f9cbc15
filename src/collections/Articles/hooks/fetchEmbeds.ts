/**
 * Fetches the embeds of the body's lone links as the article is saved, whoever saves it (the cockpit, REST, MCP,
 * `/cms-api`), and keeps them in `embeds` (src/features/embeds/embedsOfBody.ts; docs/decisions/072-embeds.md): never
 * while a reader waits. What a writer sends as `embeds` is never kept: the field is always what this hook made of the
 * body. A save that does not touch the body keeps what the last one fetched; the seed names its links' embeds in the
 * save's context (`knownEmbedsContext`), and they are kept, not fetched.
 */
import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '../../../content/payload-types'
import { storedEmbeds } from '../../../features/embeds/embedData'
import { embedsOfBody, knownEmbedsOf } from '../../../features/embeds/embedsOfBody'

export const fetchEmbeds: CollectionBeforeChangeHook<Article> = async ({ data, originalDoc, req, context }) => {
  const body = typeof data.body === 'string' ? data.body : (originalDoc?.body ?? '')
  const known = [...storedEmbeds(originalDoc?.embeds), ...storedEmbeds(knownEmbedsOf(context))]
  return { ...data, embeds: await embedsOfBody(req, body, known) }
}
