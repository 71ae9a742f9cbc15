/**
 * create-article (scope `articles:write`): a draft unless told otherwise, and the answer says which; publishing
 * starts the publishing jobs. Audited.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { newArticleData, refuseDanglingReferences } from '../../content/articles/articleWrite'
import { articleCreateSchema } from '../../content/articles/articleCreateSchema'
import { may, roleOf } from '../../content/access/roles'
import { articleTagsData } from '../../content/tags/articleTags'
import { createdWith, recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolOk } from '../toolResults'
import { inArticleWrite } from '../writeTransaction'
import { articleResultSchema, stateSentence } from './shared/articleWrites'
import { ARTICLE_WRITE } from './toolInputs'
import { articleSummary } from './views/articleViews'

export function registerCreateArticle(server: McpServer, ctx: ToolContext): void {
  const { payload, user, baseUrl } = ctx
  server.registerTool(
    'create-article',
    {
      title: 'Create an article',
      description:
        'Creates an article about a PMS. It is a DRAFT unless is_published is true: prefer drafts, and ask a person to publish. ' +
        "Needs pms_id (list-pmses), author_id, or author_ids for a co-byline in order (get-article shows an article's authors; a wrong id is answered with the list of authors), " +
        'title and body (markdown); category_id from list-categories; tags by slug or name from list-tags. The slug is made from the title when omitted.',
      inputSchema: articleCreateSchema,
      outputSchema: z.object(articleResultSchema),
      annotations: ARTICLE_WRITE,
    },
    async (input) =>
      inArticleWrite(ctx, 'create-article', input, async (req) => {
        // A dangling id is refused as REST refuses it, and told with where the right ids are (toolRefusal).
        await refuseDanglingReferences(req, input)
        const article = await payload.create({
          collection: 'articles',
          data: {
            ...newArticleData(input),
            ...(await articleTagsData(req, input.tags, { mayCreate: may(roleOf(user), 'edit_all_content') })),
          },
          user,
          overrideAccess: false,
          depth: 1,
          req,
        })
        const summary = articleSummary(article, baseUrl)
        await recordAudit(
          ctx,
          req,
          'create-article',
          { collection: 'articles', id: article.id },
          `created "${article.title}" as ${summary.state}`,
          createdWith(input),
        )
        const message = `Created article ${article.id} "${article.title}". ${stateSentence(article)}`
        return toolOk({ article: summary, message }, message)
      }),
  )
}
