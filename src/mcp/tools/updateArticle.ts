/**
 * update-article (scope `articles:write`): a partial change, refused when the article changed since the version
 * the model read (expected_updated_at); is_published publishes or takes down. Audited with what changed.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { articleData, refuseDanglingReferences } from '../../content/articles/articleWrite'
import { lockArticle } from '../../content/articles/lockArticle'
import { articleCreateFields, bylineAgrees } from '../../content/articles/articleCreateSchema'
import { authorIdList } from '../../content/articles/byline'
import { may, roleOf } from '../../content/access/roles'
import { articleTagsData } from '../../content/tags/articleTags'
import { changesOf, describeChanges, recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inArticleWrite } from '../writeTransaction'
import { articleResultSchema, stateSentence } from './shared/articleWrites'
import { ARTICLE_WRITE, recordId } from './toolInputs'
import { articleSummary } from './views/articleViews'

/** The create payload's fields, all optional, for a partial update; ids of relations keep their create names. */
const articleChanges = articleCreateFields
  .omit({ pms_id: true, author_id: true, author_ids: true, is_featured: true, is_published: true })
  .partial()
  .extend({
    pms_id: recordId.optional(),
    author_id: recordId.optional().describe('The one author of the byline (replaces the authors)'),
    author_ids: authorIdList
      .optional()
      .describe('The authors of the byline, in order (replaces the authors; the first is the lead author)'),
    is_featured: z.boolean().optional(),
    is_published: z
      .boolean()
      .optional()
      .describe('true publishes (or schedules, with a future published_at); false unpublishes'),
  })

export function registerUpdateArticle(server: McpServer, ctx: ToolContext): void {
  const { payload, user, baseUrl } = ctx
  server.registerTool(
    'update-article',
    {
      title: 'Update an article',
      description:
        'Changes some fields of an article; fields left out stay as they are. Pass expected_updated_at (the updated_at get-article gave) ' +
        'so that a newer edit by someone else is never overwritten. is_published: true publishes it, false takes it down.',
      inputSchema: articleChanges
        .extend({
          id: recordId.describe('The article id (list-articles, get-article)'),
          expected_updated_at: z.iso
            .datetime({ offset: true })
            .optional()
            .describe('updated_at from get-article: refuse the change if the article changed since'),
        })
        .superRefine(bylineAgrees, { when: () => true }),
      outputSchema: z.object({ ...articleResultSchema, changed: z.array(z.string()) }),
      annotations: { ...ARTICLE_WRITE, idempotentHint: true },
    },
    async ({ id: articleId, expected_updated_at: expected, ...changes }) =>
      inArticleWrite(ctx, 'update-article', changes, async (req) => {
        // The row is locked until the change commits: a second writer waits, then sees the first one's edit.
        const before = (await lockArticle(req, articleId))
          ? await payload.findByID({
              collection: 'articles',
              id: articleId,
              depth: 0,
              user,
              overrideAccess: false,
              disableErrors: true,
              req,
            })
          : null
        if (!before) return toolError(`No article has id ${articleId}. Find it with list-articles.`)
        if (expected !== undefined && new Date(expected).getTime() !== new Date(before.updatedAt).getTime()) {
          return toolError(
            `Article ${articleId} changed at ${before.updatedAt}, after the version you read (${expected}). Call get-article again, ` +
              'check the current text, and retry with its updated_at.',
          )
        }
        const data = {
          ...articleData(changes),
          ...(await articleTagsData(req, changes.tags, { mayCreate: may(roleOf(user), 'edit_all_content') })),
        }
        if (Object.keys(data).length === 0) return toolError('Nothing to change: give at least one field besides id.')
        // A dangling id is refused as REST refuses it, and told with where the right ids are (toolRefusal).
        await refuseDanglingReferences(req, changes)
        const after = await payload.update({
          collection: 'articles',
          id: articleId,
          data,
          user,
          overrideAccess: false,
          depth: 1,
          req,
        })
        // The state fields always: the hooks move them too (a future published_at schedules instead of publishing;
        // publishing stamps published_at).
        const fields = [...new Set([...Object.keys(data), 'is_published', 'scheduled', 'published_at'])]
        // Relations as ids on both sides (the answer reads `after` with its relations filled in); null removes one.
        const given = <T>(value: T | undefined, otherwise: T) => (value === undefined ? otherwise : value)
        const beforeFields = before as unknown as Record<string, unknown>
        const afterFields = {
          ...after,
          pms: given(changes.pms_id, before.pms),
          author: given(changes.author_ids?.[0] ?? changes.author_id, before.author),
          authors: changes.author_ids ?? (changes.author_id === undefined ? before.authors : [changes.author_id]),
          category: given(changes.category_id, before.category),
          tags: (after.tags ?? []).map((tag) => (typeof tag === 'object' ? tag.id : tag)),
        } as Record<string, unknown>
        const changed = describeChanges(beforeFields, afterFields, fields)
        const summary = articleSummary(after, baseUrl)
        const audited = changed.length ? `changed ${changed.join(', ')}` : 'saved without changes'
        await recordAudit(
          ctx,
          req,
          'update-article',
          { collection: 'articles', id: articleId },
          audited,
          changesOf(beforeFields, afterFields, fields),
        )
        const message = `Updated article ${articleId}${changed.length ? `: ${changed.join(', ')}` : ' (nothing differed)'}. ${stateSentence(after)}`
        return toolOk({ article: summary, message, changed }, message)
      }),
  )
}
