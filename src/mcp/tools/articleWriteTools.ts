/**
 * create-article and update-article (scope `articles:write`). They go through Payload's own create and update,
 * as the person who approved the grant, so every rule of the cockpit and the REST API holds (validation, slugs,
 * reading time, scheduling), and publishing triggers the same publishing jobs. create-article makes a draft unless
 * told otherwise, and says so. Every write lands in the audit trail.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { type ArticleInput, type ArticleReference, articleData, checkArticleReferences } from '../../content/articles/articleWrite'
import { articleCreateSchema } from '../../ingestion/articleCreateSchema'
import { queryInTransaction } from '../../db/adapter'
import type { Article } from '../../payload-types'
import { describeChanges, recordAudit } from '../audit'
import { authorsList } from '../references'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk, validationMessage } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { articleSummary, articleSummarySchema } from './articleViews'

const id = z.number().int().positive().max(2_147_483_647)

/** The create payload's fields, all optional, for a partial update; ids of relations keep their create names. */
const articleChanges = articleCreateSchema.omit({ pms_id: true, author_id: true, is_featured: true, is_published: true }).partial().extend({
  pms_id: id.optional(),
  author_id: id.optional(),
  is_featured: z.boolean().optional(),
  is_published: z.boolean().optional().describe('true publishes (or schedules, with a future published_at); false unpublishes'),
})

// Open world: publishing an article posts it to the social network (issue 7's publishing jobs).
const WRITE = { readOnlyHint: false, destructiveHint: false, openWorldHint: true } as const

/** A refusal naming the dangling ids and where the right ones are found. */
async function danglingReferences(ctx: ToolContext, req: PayloadRequest, input: ArticleInput): Promise<string | null> {
  const { missing } = await checkArticleReferences(req, input)
  if (missing.length === 0) return null
  const finders: Record<ArticleReference, () => Promise<string> | string> = {
    pms_id: () => 'list-pmses',
    author_id: () => authorsList(ctx, req),
    category_id: () => 'list-categories',
  }
  const field = missing[0]!
  return `${field} ${input[field]} names no existing record; find the right id with ${await finders[field]()}.`
}

const stateSentence = (article: Article) =>
  article.is_published
    ? 'It is published; the publishing jobs (summary, related articles, social post) are running.'
    : article.scheduled
      ? `It is scheduled: it will be published at ${article.published_at}.`
      : 'It is a draft: nobody can read it yet. Ask a person to review and publish it, or publish it with update-article (is_published: true).'

const refused = (error: unknown) => {
  const message = validationMessage(error)
  if (message) return toolError(message)
  throw error
}

export function registerArticleWriteTools(server: McpServer, ctx: ToolContext): void {
  const { payload, user, baseUrl } = ctx
  const resultSchema = { article: articleSummarySchema, message: z.string() }

  server.registerTool(
    'create-article',
    {
      title: 'Create an article',
      description:
        'Creates an article about a PMS. It is a DRAFT unless is_published is true: prefer drafts, and ask a person to publish. ' +
        'Needs pms_id (list-pmses), author_id (get-article shows an article\'s author; a wrong author_id is answered with the list of authors), ' +
        'title and body (markdown); category_id from list-categories. The slug is made from the title when omitted.',
      inputSchema: articleCreateSchema,
      outputSchema: resultSchema,
      annotations: WRITE,
    },
    async (input) =>
      inWriteTransaction(ctx, 'create-article', async (req) => {
        const missing = await danglingReferences(ctx, req, input)
        if (missing) return toolError(missing)
        let article: Article
        try {
          article = await payload.create({ collection: 'articles', data: articleData(input) as never, user, overrideAccess: false, depth: 1, req })
        } catch (error) {
          return refused(error)
        }
        const summary = articleSummary(article, baseUrl)
        await recordAudit(ctx, req, 'create-article', { collection: 'articles', id: article.id }, `created "${article.title}" as ${summary.state}`)
        const message = `Created article ${article.id} "${article.title}". ${stateSentence(article)}`
        return toolOk({ article: summary, message }, message)
      }),
  )

  server.registerTool(
    'update-article',
    {
      title: 'Update an article',
      description:
        'Changes some fields of an article; fields left out stay as they are. Pass expected_updated_at (the updated_at get-article gave) ' +
        'so that a newer edit by someone else is never overwritten. is_published: true publishes it, false takes it down.',
      inputSchema: articleChanges.extend({
        id: id.describe('The article id (list-articles, get-article)'),
        expected_updated_at: z.iso.datetime({ offset: true }).optional().describe('updated_at from get-article: refuse the change if the article changed since'),
      }),
      outputSchema: { ...resultSchema, changed: z.array(z.string()) },
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ id: articleId, expected_updated_at: expected, ...changes }) =>
      inWriteTransaction(ctx, 'update-article', async (req) => {
        // The row is locked until the change commits: a second writer waits, then sees the first one's edit.
        const [locked] = await queryInTransaction<{ updated_at: string }>(req, sql`SELECT updated_at FROM articles WHERE id = ${articleId} FOR UPDATE`)
        const before = locked ? await payload.findByID({ collection: 'articles', id: articleId, depth: 0, user, overrideAccess: false, disableErrors: true, req }) : null
        if (!before) return toolError(`No article has id ${articleId}. Find it with list-articles.`)
        if (expected !== undefined && new Date(expected).getTime() !== new Date(before.updatedAt).getTime()) {
          return toolError(
            `Article ${articleId} changed at ${before.updatedAt}, after the version you read (${expected}). Call get-article again, ` +
              'check the current text, and retry with its updated_at.',
          )
        }
        const data = articleData(changes)
        if (Object.keys(data).length === 0) return toolError('Nothing to change: give at least one field besides id.')
        const missing = await danglingReferences(ctx, req, changes)
        if (missing) return toolError(missing)
        let after: Article
        try {
          after = await payload.update({ collection: 'articles', id: articleId, data: data as never, user, overrideAccess: false, depth: 1, req })
        } catch (error) {
          return refused(error)
        }
        // The state fields always: the hooks move them too (a future published_at schedules instead of publishing;
        // publishing stamps published_at).
        const fields = [...new Set([...Object.keys(data), 'is_published', 'scheduled', 'published_at'])]
        // Relations as ids on both sides (the answer reads `after` with its relations filled in); null removes one.
        const given = <T>(value: T | undefined, otherwise: T) => (value === undefined ? otherwise : value)
        const changed = describeChanges(
          before as unknown as Record<string, unknown>,
          {
            ...after,
            pms: given(changes.pms_id, before.pms),
            author: given(changes.author_id, before.author),
            category: given(changes.category_id, before.category),
          } as Record<string, unknown>,
          fields,
        )
        const summary = articleSummary(after, baseUrl)
        await recordAudit(ctx, req, 'update-article', { collection: 'articles', id: articleId }, changed.length ? `changed ${changed.join(', ')}` : 'saved without changes')
        const message = `Updated article ${articleId}${changed.length ? `: ${changed.join(', ')}` : ' (nothing differed)'}. ${stateSentence(after)}`
        return toolOk({ article: summary, message, changed }, message)
      }),
  )
}
