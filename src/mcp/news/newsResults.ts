/**
 * What the news server's tools answer: `structuredContent` checked against the tool's output schema, the same
 * content as markdown text for clients that read text only, and in `_meta` the terms of use of what it carries
 * (the site's AI-use policy, or an article's own: src/ground/lib/aiUse.ts), as every public answer of the site says them.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf, tdmReservationOf } from '../../ground/lib/aiUse'

/** The `_meta` key of a result's terms of use. */
const AI_USE_META_KEY = 'io.github.pmsnews/ai-use'

function aiUseMeta(use: AiUse) {
  return {
    content_signal: contentSignalOf(use),
    content_usage: contentUsageOf(use),
    tdm_reservation: tdmReservationOf(use),
    in_words: aiUseInWords(use),
  }
}

export function newsResult<T extends Record<string, unknown>>(structured: T, text: string, use: AiUse): CallToolResult {
  return {
    structuredContent: structured,
    content: [{ type: 'text', text }],
    _meta: { [AI_USE_META_KEY]: aiUseMeta(use) },
  }
}

/** Every page a result names is cited by its canonical address and, where it has one, its permanent markdown URL. */
export const citation = {
  url: z.string().describe('The canonical address of the page: cite it'),
  markdown_url: z
    .string()
    .nullable()
    .describe(
      'Its permanent markdown address (articles); other pages answer markdown at their url with Accept: text/markdown',
    ),
}

/** The read-only, closed-world annotations of every news tool: it reads this site's published pages and nothing else. */
export const NEWS_TOOL = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const
