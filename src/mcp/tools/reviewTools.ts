/**
 * The review's steps for agents (scope `articles:write`; docs/decisions/061-review-notes-assignments.md), the same
 * steps as the cockpit's buttons and `/cms-api/articles/:id/…`, taken as the person who approved the grant:
 * - submit-for-review: a contributor's agent cannot publish, so it asks an editor to (the article's writer, or an
 *   editor for any);
 * - send-back: an editor's agent asks the writer for changes with a note.
 * A step out of turn or beyond the approver's role changes nothing and is told to the model in the step's words.
 * Each is audited as the agent's, in the step's own transaction.
 */
import type { CallToolResult, McpServer } from '@modelcontextprotocol/server'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { NOTE_MAX_LENGTH } from '../../content/articleNotes/noteFields'
import type { Article } from '../../content/payload-types'
import { inTransaction } from '../../content/writeTransaction'
import { sendBack, submitForReview } from '../../features/review/reviewSteps'
import { AppError } from '../../ground/errors/AppError'
import { recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inEntityWrite } from '../writeTransaction'
import { recordId } from './toolInputs'

const stepOutputSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  review: z.enum(['submitted', 'sent_back']).describe('The article’s review state after the step'),
  message: z.string(),
})

const STEP = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const

/** A refusal the step itself makes (404, out of turn, the role's lack, a bad note): told, nothing changed. */
function stepRefusal(tool: string, error: unknown): CallToolResult | null {
  if (!(error instanceof AppError) || error.status >= 500) return null
  const detail = error.detail ?? error.errors?.map((e) => e.message).join(' ') ?? ''
  return toolError(`${tool} was refused: ${error.title}. ${detail} Nothing changed.`.replace(/\s+/g, ' ').trim())
}

function takeStep(
  ctx: ToolContext,
  tool: string,
  articleId: number,
  step: (req: PayloadRequest) => Promise<Article>,
  said: (article: Article) => string,
): Promise<CallToolResult> {
  return inEntityWrite(ctx, tool, async (req, writer) => {
    try {
      return await inTransaction(req, writer, async () => {
        const article = await step(req)
        const message = said(article)
        await recordAudit(ctx, req, tool, { collection: 'articles', id: articleId }, message)
        const review = article.review as 'submitted' | 'sent_back'
        return toolOk({ id: article.id, title: article.title, review, message }, message)
      })
    } catch (error) {
      const refused = stepRefusal(tool, error)
      if (refused) return refused
      throw error
    }
  })
}

export function registerReviewTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'submit-for-review',
    {
      title: 'Submit an article for review',
      description:
        'Asks an editor to review and publish a draft: it shows as "Waiting for review" in the cockpit and the editors ' +
        'are told. For a person who may not publish (a contributor) this is how a draft moves on; an article live as it ' +
        'stands, or already waiting, is refused.',
      inputSchema: z.strictObject({ id: recordId.describe('The article id (list-articles, get-article)') }),
      outputSchema: stepOutputSchema,
      annotations: STEP,
    },
    async ({ id }) =>
      takeStep(
        ctx,
        'submit-for-review',
        id,
        (req) => submitForReview(req, id),
        (article) => `submitted “${article.title}” for review: an editor publishes it or sends it back`,
      ),
  )
  server.registerTool(
    'send-back',
    {
      title: 'Send an article back to its writer',
      description:
        'An editor asks the writer of an article waiting for review for changes: the note goes on the article as an ' +
        'editorial note (never public) and the writer is told. Only an article waiting for review is sent back.',
      inputSchema: z.strictObject({
        id: recordId.describe('The article id (list-articles, get-article)'),
        note: z.string().min(1).max(NOTE_MAX_LENGTH).describe('What to change, in words the writer acts on'),
      }),
      outputSchema: stepOutputSchema,
      annotations: STEP,
    },
    async ({ id, note }) =>
      takeStep(
        ctx,
        'send-back',
        id,
        (req) => sendBack(req, id, note),
        (article) => `sent “${article.title}” back to its writer: ${note}`,
      ),
  )
}
