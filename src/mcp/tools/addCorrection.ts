/**
 * add-correction (scope `articles:write`): a dated correction or update on a published article
 * (docs/decisions/073-corrections.md), as its page, feeds and followers then show it. Audited with the note.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { addCorrection } from '../../content/articles/addCorrection'
import { correctionInputSchema } from '../../content/articles/articleCorrections'
import { lockArticle } from '../../content/articles/lockArticle'
import { recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inArticleWrite } from '../writeTransaction'
import { ARTICLE_WRITE, recordId } from './toolInputs'
import { articleSummary, articleSummarySchema, correctionNoteSchema } from './views/articleViews'

export function registerAddCorrection(server: McpServer, ctx: ToolContext): void {
  const { user, baseUrl } = ctx
  server.registerTool(
    'add-correction',
    {
      title: 'Add a correction or update',
      description:
        'Adds a dated note to a published article: kind "correction" when it got something wrong, "update" when something ' +
        'happened since. It shows on the article, in its feeds and on the corrections page, dated now; followers get the edit.',
      inputSchema: correctionInputSchema.extend({
        id: recordId.describe('The article id (list-articles, get-article)'),
      }),
      outputSchema: z.object({
        article: articleSummarySchema,
        correction: correctionNoteSchema,
        message: z.string(),
      }),
      // Each call adds a note: not idempotent.
      annotations: ARTICLE_WRITE,
    },
    async ({ id: articleId, kind, text }) =>
      inArticleWrite(ctx, 'add-correction', {}, async (req) => {
        const after = (await lockArticle(req, articleId))
          ? await addCorrection(req, user, articleId, { kind, text })
          : null
        if (!after) return toolError(`No article has id ${articleId}. Find it with list-articles.`)
        const note = after.corrections?.at(-1)
        const correction = { kind, text: note?.text ?? text, date: note?.date ?? null }
        await recordAudit(
          ctx,
          req,
          'add-correction',
          { collection: 'articles', id: articleId },
          `added a ${kind}: ${text}`,
        )
        const message = `Added the ${kind} to article ${articleId}, dated ${correction.date}. Its page, feeds and followers show it.`
        return toolOk({ article: articleSummary(after, baseUrl), correction, message }, message)
      }),
  )
}
