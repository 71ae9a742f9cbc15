/**
 * The article's one write path (src/content/articles/articleWrite.ts) maps a refusal once: the same bad article is
 * refused by POST /api/articles (`ingestArticle`, a 422 naming the fields) and by MCP's create-article (a tool
 * error naming the same fields with the same messages, and, for an id that names nothing, where the right ids are
 * found), and neither leaves an article or an audit record behind.
 */
import type { CallToolResult, McpServer } from '@modelcontextprotocol/server'
import { expect, it } from 'vitest'

import { beginWrite } from '../../src/content/writeTransaction'
import { AppError } from '../../src/ground/errors/AppError'
import { articleCreateSchema } from '../../src/content/articles/articleCreateSchema'
import { ingestArticle, readArticleRequest } from '../../src/features/ingestion/ingestArticle'
import type { ToolContext } from '../../src/mcp/toolContext'
import { refusalText } from '../../src/mcp/toolResults'
import { registerCreateArticle } from '../../src/mcp/tools/createArticle'
import { createArticle, createArticleParents } from '../helpers/fixtures'
import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()

/** create-article's handler, as the MCP server would call it with the arguments its input schema parsed. */
async function createArticleTool(ctx: ToolContext): Promise<(input: unknown) => Promise<CallToolResult>> {
  let handler: ((input: unknown) => Promise<CallToolResult>) | undefined
  const server = { registerTool: (_name: string, _config: unknown, callback: typeof handler) => (handler = callback) }
  registerCreateArticle(server as unknown as McpServer, ctx)
  return (input) => handler!(articleCreateSchema.parse(input))
}

it('refuses the same bad article with the same fields and messages through REST and MCP, writing nothing', async () => {
  const { payload, sql } = local
  const parents = await createArticleParents(payload)
  await createArticle(payload, parents, { title: 'First with the slug', slug: 'slug-taken-twice' })
  const user = await payload.create({
    collection: 'users',
    data: { email: 'refusals@example.com', password: 'a long editor password', role: 'editor' } as never,
  })
  const ctx: ToolContext = {
    payload,
    user: { ...user, collection: 'users' } as unknown as ToolContext['user'],
    token: { accountId: String(user.id), clientId: 'refusals', grantId: 'g', scopes: new Set(), expiresAt: new Date() },
    clientName: 'Refusal test',
    verifiedAgent: null,
    siteAiUse: { search: true, aiInput: true, aiTrain: false },
    baseUrl: 'https://news.example',
  }
  const callCreateArticle = await createArticleTool(ctx)
  const articles = async () => (await payload.count({ collection: 'articles' })).totalDocs
  const audits = async () => (await sql(`SELECT count(*)::int AS n FROM mcp_audit_events`))[0]!.n

  const base = { pms_id: parents.pms.id, author_id: parents.author.id, title: 'Second with the slug', body: 'Text.' }
  for (const [bad, expected] of [
    [{ slug: 'slug-taken-twice' }, [{ field: 'slug', message: 'is already taken' }]],
    [{ author_id: 999_999 }, [{ field: 'author_id', message: 'refers to an author that does not exist' }]],
    [
      { body: 'Look: ![typo](/media/news/featurd.webp)' },
      [{ field: 'body', message: expect.stringContaining('/media/news/featurd.webp') }],
    ],
  ] as const) {
    const input = { ...base, ...bad }
    const before = { articles: await articles(), audits: await audits() }

    const rest = await ingestArticle({
      payload,
      principal: { tokenId: 1, name: 'refusals', role: 'editor' },
      request: await readArticleRequest(payload, input, null),
      req: await beginWrite(payload),
      baseUrl: 'https://news.example',
    }).catch((error: unknown) => error)
    expect(rest).toBeInstanceOf(AppError)
    expect(rest).toMatchObject({ status: 422, code: 'validation_failed', errors: expected })

    const mcp = await callCreateArticle(input)
    expect(mcp.isError).toBe(true)
    expect(mcp.content).toEqual([{ type: 'text', text: await refusalText(ctx, (rest as AppError).errors!) }])

    expect({ articles: await articles(), audits: await audits() }).toEqual(before)
  }
})

it("refuses a contributor's token and a contributor's agent a published article, naming the role, writing nothing", async () => {
  const { payload, sql } = local
  const parents = await createArticleParents(payload)
  const contributor = await payload.create({
    collection: 'users',
    data: {
      email: 'contributor-agent@example.com',
      password: 'a long contributor password',
      role: 'contributor',
    } as never,
  })
  const ctx: ToolContext = {
    payload,
    user: { ...contributor, collection: 'users' } as unknown as ToolContext['user'],
    token: {
      accountId: String(contributor.id),
      clientId: 'roles',
      grantId: 'g',
      scopes: new Set(),
      expiresAt: new Date(),
    },
    clientName: 'Role test',
    verifiedAgent: null,
    siteAiUse: { search: true, aiInput: true, aiTrain: false },
    baseUrl: 'https://news.example',
  }
  const articles = async () => (await payload.count({ collection: 'articles' })).totalDocs
  const before = await articles()
  const input = {
    pms_id: parents.pms.id,
    author_id: parents.author.id,
    title: 'Straight to the site',
    body: 'Text.',
    is_published: true,
  }

  const rest = await ingestArticle({
    payload,
    principal: { tokenId: 1, name: 'freelance', role: 'contributor' },
    request: await readArticleRequest(payload, input, null),
    req: await beginWrite(payload),
    baseUrl: 'https://news.example',
  }).catch((error: unknown) => error)
  expect(rest).toMatchObject({
    status: 403,
    code: 'role_lacks_capability',
    extensions: { role: 'contributor', lacks: 'publish_own' },
  })

  const mcp = await (await createArticleTool(ctx))(input)
  expect(mcp.isError).toBe(true)
  expect(JSON.stringify(mcp.content)).toContain('A contributor may not publish or schedule their own articles.')
  expect(await articles()).toBe(before)
  expect((await sql(`SELECT count(*)::int AS n FROM mcp_audit_events WHERE client_id = 'roles'`))[0]!.n).toBe(0)

  const draft = await (await createArticleTool(ctx))({ ...input, is_published: false })
  expect(draft.isError).toBeFalsy()
})
