/**
 * The write paths of PMS profiles, glossary terms and PR links (src/content/pmses/pmsWrite.ts,
 * src/content/glossaryTerms/glossaryTermWrite.ts, src/content/prLinks/prLinkWrite.ts) refuse through MCP's one mapping
 * (`toolRefusal`, src/mcp/toolResults.ts): a tool error naming the fields and where the right ids are found, and
 * nothing of the call stored — no record, no row of its arrays, relations or versions, no audit record.
 */
import type { CallToolResult, McpServer } from '@modelcontextprotocol/server'
import pg from 'pg'
import { expect, it } from 'vitest'
import type { ZodType } from 'zod'

import type { ToolContext } from '../../src/mcp/toolContext'
import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()

type CallTool = (name: string, input: Record<string, unknown>) => Promise<CallToolResult>

/** Every tool's handler, as the MCP server calls it with the arguments its input schema parsed, for an editor's agent. */
async function agentTools(): Promise<CallTool> {
  const { payload } = local
  const user = await payload.create({
    collection: 'users',
    data: { email: `catalogue-${Date.now()}@example.com`, password: 'a long editor password', role: 'editor' } as never,
  })
  const ctx: ToolContext = {
    payload,
    user: { ...user, collection: 'users' } as unknown as ToolContext['user'],
    token: {
      accountId: String(user.id),
      clientId: 'catalogue',
      grantId: 'g',
      scopes: new Set(),
      expiresAt: new Date(),
    },
    clientName: 'Catalogue refusals',
    verifiedAgent: null,
    siteAiUse: { search: true, aiInput: true, aiTrain: false },
    baseUrl: 'https://news.example',
  }
  const handlers = new Map<string, (input: unknown) => Promise<CallToolResult>>()
  const server = {
    registerTool: (
      name: string,
      config: { inputSchema?: ZodType },
      handler: (input: unknown) => Promise<CallToolResult>,
    ) => handlers.set(name, (input) => handler(config.inputSchema ? config.inputSchema.parse(input) : input)),
  }
  // Imported once the local Payload has set the environment: the tools read the app's env module when loaded.
  const { registerTools } = await import('../../src/mcp/tools')
  registerTools(server as unknown as McpServer, ctx)
  return (name, input) => handlers.get(name)!(input)
}

/** How many rows each table holds: what a refused call must leave as it was. */
async function rowCounts(tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) counts[table] = (await local.sql(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n
  return counts
}

const refused = (text: string) => ({ isError: true, content: [{ type: 'text', text }] })
const created = <T>(result: CallToolResult) => {
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy()
  return result.structuredContent as T
}

it('refuses a PMS profile whose slug is taken, on create and on update, leaving no row, version, integration or audit record', async () => {
  const callTool = await agentTools()
  const { pms: first } = created<{ pms: { id: number } }>(
    await callTool('create-pms', { name: 'Harbour Stay', integrations: ['Stripe'] }),
  )
  const { pms: second } = created<{ pms: { id: number } }>(await callTool('create-pms', { name: 'Quay Rooms' }))
  const tables = [
    'pmses',
    '_pmses_v',
    'pmses_integrations',
    '_pmses_v_version_integrations',
    'pmses_segments',
    'mcp_audit_events',
  ]
  const before = await rowCounts(tables)
  const taken = refused('The change was refused: slug: is already taken. Fix these fields and call again.')

  expect(
    await callTool('create-pms', {
      name: 'Harbour Stay again',
      slug: 'harbour-stay',
      integrations: ['Stripe', 'Adyen'],
      segments: ['chains'],
    }),
  ).toEqual(taken)
  expect(
    await callTool('update-pms-profile', { id: second.id, slug: 'harbour-stay', tagline: 'Rooms by the quay' }),
  ).toEqual(taken)

  expect(await rowCounts(tables)).toEqual(before)
  const [kept] = await local.sql(`SELECT slug, tagline FROM pmses WHERE id = $1`, [second.id])
  expect(kept).toEqual({ slug: 'quay-rooms', tagline: null })
  expect(first.id).not.toBe(second.id)
})

it('refuses a glossary term naming related terms and PMSes that do not exist, leaving no term, relation or audit record', async () => {
  const callTool = await agentTools()
  const { term } = created<{ term: { id: number } }>(
    await callTool('create-glossary-term', { term: 'Night audit', short_definition: 'The end-of-day close.' }),
  )
  const tables = ['glossary_terms', 'glossary_terms_rels', 'mcp_audit_events']
  const before = await rowCounts(tables)

  expect(
    await callTool('create-glossary-term', {
      term: 'Day close',
      short_definition: 'Another name for the night audit.',
      related_term_ids: [term.id, 999_999, 999_998],
      related_pms_ids: [999_997],
    }),
  ).toEqual(
    refused(
      'The change was refused: related_term_ids: refers to glossary terms that do not exist: 999998, 999999 ' +
        '(find the right id with list-glossary-terms); related_pms_ids: refers to a PMS that does not exist: 999997 ' +
        '(find the right id with list-pmses). Fix these fields and call again.',
    ),
  )
  expect(
    await callTool('create-glossary-term', { term: 'Night audit', slug: 'night-audit', short_definition: 'Again.' }),
  ).toEqual(refused('The change was refused: slug: is already taken. Fix these fields and call again.'))

  expect(await rowCounts(tables)).toEqual(before)
})

it('refuses a PR link about a PMS that does not exist, or one deleted while the link is written, leaving no row or audit record', async () => {
  const callTool = await agentTools()
  const { pms } = created<{ pms: { id: number } }>(await callTool('create-pms', { name: 'Lantern PMS' }))
  const { pr_link: link } = created<{ pr_link: { id: number } }>(
    await callTool('create-pr-link', { title: 'Lantern launches', url: 'https://lantern.example/', pms_id: pms.id }),
  )
  const tables = ['pr_links', 'mcp_audit_events']
  const before = await rowCounts(tables)
  const missingPms = refused(
    'The change was refused: pms_id: refers to a PMS that does not exist (find the right id with list-pmses). ' +
      'Fix these fields and call again.',
  )

  expect(
    await callTool('create-pr-link', { title: 'Nobody', url: 'https://nobody.example/', pms_id: 999_999 }),
  ).toEqual(missingPms)
  expect(await callTool('update-pr-link', { id: link.id, pms_id: 999_999, title: 'Moved' })).toEqual(missingPms)
  expect(await callTool('update-pr-link', { id: link.id, article_id: 999_999 })).toEqual(
    refused(
      'The change was refused: article_id: refers to an article that does not exist (find the right id with ' +
        'list-articles). Fix these fields and call again.',
    ),
  )
  expect(await rowCounts(tables)).toEqual(before)

  // The PMS is there when the link's references are checked, and gone by the time the link is inserted: another
  // transaction deleting it holds the row until it commits, so the insert's foreign key waits, then refuses.
  const { pms: doomed } = created<{ pms: { id: number } }>(await callTool('create-pms', { name: 'Doomed PMS' }))
  const beforeRace = await rowCounts(tables)
  const deleter = new pg.Client({ connectionString: local.database.url })
  await deleter.connect()
  try {
    await deleter.query('BEGIN')
    await deleter.query('DELETE FROM pmses WHERE id = $1', [doomed.id])
    const call = callTool('create-pr-link', { title: 'Too late', url: 'https://late.example/', pms_id: doomed.id })
    await expect
      .poll(
        async () =>
          (
            await deleter.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))`,
            )
          ).rows[0].n,
      )
      .toBe(1)
    await deleter.query('COMMIT')
    expect(await call).toEqual(missingPms)
  } finally {
    await deleter.end()
  }
  expect(await rowCounts(tables)).toEqual(beforeRace)
})
