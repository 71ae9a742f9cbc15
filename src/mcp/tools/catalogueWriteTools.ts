/**
 * The write tools for everything but articles: PMS profiles (`pms:write`), glossary terms (`glossary:write`) and PR
 * links (`pr-links:write`). Like the article tools they use Payload's own create, update and delete as the person
 * who approved the grant, so the cockpit's rules hold, and every write lands in the audit trail.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { CollectionSlug, PayloadRequest } from 'payload'
import { z } from 'zod'

import { CAPABILITIES, DEPLOYMENTS, PRICING_MODELS, SEGMENTS } from '../../collections/Pmses'
import { isHttpUrl } from '../../fields/httpUrlField'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../lib/slugify'
import type { GlossaryTerm, Pmse, PrLink } from '../../payload-types'
import { absolute, glossaryPath, pmsPath } from '../../site/paths'
import { describeChanges, recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { missingReference } from '../references'
import { toolError, toolOk, validationMessage } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { prLinkSchema, prLinkView } from './readTools'

const id = z.number().int().positive().max(2_147_483_647)
const text = z.string().refine((value) => !value.includes('\u0000'), 'must not contain NUL characters')
const line = text.max(255, 'must be at most 255 characters')
const slug = z.string().max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, 'must contain only lower-case letters, digits and single hyphens')
const url = z.url({ protocol: /^https?$/ }).max(2048).refine(isHttpUrl, 'must be an absolute http(s) URL without control characters')

const pmsFields = {
  name: line.min(1),
  slug: slug.optional().describe('Made from the name when omitted; it becomes the hub address /{slug}'),
  vendor: line.nullable().optional(),
  website: url.nullable().optional(),
  tagline: line.nullable().optional().describe('One line'),
  profile: text.nullable().optional().describe('Markdown'),
  deployment: z.enum(DEPLOYMENTS).nullable().optional(),
  segments: z.array(z.enum(SEGMENTS)).max(SEGMENTS.length).optional(),
  pricing_model: z.enum(PRICING_MODELS).nullable().optional(),
  founded_year: z.number().int().min(1800).max(2100).nullable().optional(),
  headquarters: line.nullable().optional(),
  integrations: z.array(line.min(1)).max(200).optional().describe('Names of the systems it integrates with'),
  capabilities: z.object(Object.fromEntries(CAPABILITIES.map((name) => [name, z.boolean().optional()])) as Record<(typeof CAPABILITIES)[number], z.ZodOptional<z.ZodBoolean>>).strict().optional(),
  is_published: z.boolean().optional().describe('Whether the hub page is public; default false'),
}

const WRITE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const

function pmsData(input: Partial<Record<keyof typeof pmsFields, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue
    data[field] = field === 'integrations' ? (value as string[]).map((name) => ({ name })) : value
  }
  return data
}

/** A PMS as its fields compare: integration rows get new ids on every save, so only their names count. */
const comparablePms = (pms: Pmse): Record<string, unknown> => ({ ...pms, integrations: (pms.integrations ?? []).map((integration) => integration.name) })

const pmsView = (pms: Pmse, baseUrl: string) => ({ id: pms.id, slug: pms.slug ?? '', name: pms.name, is_published: Boolean(pms.is_published), updated_at: pms.updatedAt, url: absolute(baseUrl, pmsPath(pms.slug ?? '')) })
const pmsSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), is_published: z.boolean(), updated_at: z.string(), url: z.string() })

export function registerCatalogueWriteTools(server: McpServer, ctx: ToolContext): void {
  const { payload, user, baseUrl } = ctx
  const asPerson = { user, overrideAccess: false } as const

  /** Runs a Payload write; a validation error becomes a tool error the model can act on. */
  async function attempt<T>(write: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
    try {
      return { ok: true, value: await write() }
    } catch (error) {
      const message = validationMessage(error)
      if (message) return { ok: false, message }
      throw error
    }
  }

  async function findOwn<T>(collection: CollectionSlug, recordId: number, req: PayloadRequest): Promise<T | null> {
    return (await payload.findByID({ collection, id: recordId, depth: 0, ...asPerson, disableErrors: true, req })) as T | null
  }

  /**
   * The update tools' one flow: find the record, refuse an empty change or a dangling reference, update it as the
   * person, and record what changed. The answer is the updated record and the list of changes, or a tool error.
   */
  async function partialUpdate<T extends object>(
    req: PayloadRequest,
    change: {
      tool: string
      collection: 'pmses' | 'pr-links'
      id: number
      label: string
      finder: string
      data: Record<string, unknown>
      references?: Parameters<typeof missingReference>[1]
      comparable?: (record: T) => Record<string, unknown>
    },
  ): Promise<{ ok: true; value: T; changed: string[]; message: string } | { ok: false; error: CallToolResult }> {
    const { tool, collection, id: recordId, label, finder, data } = change
    const comparable = change.comparable ?? ((record: T) => record as Record<string, unknown>)
    const before = await findOwn<T>(collection, recordId, req)
    if (!before) return { ok: false, error: toolError(`No ${label} has id ${recordId}. Find it with ${finder}.`) }
    if (Object.keys(data).length === 0) return { ok: false, error: toolError('Nothing to change: give at least one field besides id.') }
    const missing = await missingReference(ctx, change.references ?? [], req)
    if (missing) return { ok: false, error: toolError(missing) }
    const updated = await attempt(() => payload.update({ collection, id: recordId, data: data as never, ...asPerson, depth: 0, req }))
    if (!updated.ok) return { ok: false, error: toolError(updated.message) }
    const value = updated.value as T
    const changed = describeChanges(comparable(before), comparable(value), Object.keys(data))
    await recordAudit(ctx, req, tool, { collection, id: recordId }, changed.length ? `changed ${changed.join(', ')}` : 'saved without changes')
    const message = `Updated ${label} ${recordId}${changed.length ? `: ${changed.join(', ')}` : ' (nothing differed)'}.`
    return { ok: true, value, changed, message }
  }

  server.registerTool(
    'create-pms',
    {
      title: 'Create a PMS profile',
      description: 'Adds a property management system to the directory. Check list-pmses first: a PMS exists once. Unpublished unless is_published is true.',
      inputSchema: z.strictObject(pmsFields),
      outputSchema: { pms: pmsSchema, message: z.string() },
      annotations: WRITE,
    },
    async (input) =>
      inWriteTransaction(ctx, 'create-pms', async (req) => {
        const created = await attempt(() => payload.create({ collection: 'pmses', data: pmsData(input) as never, ...asPerson, depth: 0, req }))
        if (!created.ok) return toolError(created.message)
        const pms = pmsView(created.value, baseUrl)
        await recordAudit(ctx, req, 'create-pms', { collection: 'pmses', id: pms.id }, `created PMS "${pms.name}"${pms.is_published ? ' (published)' : ''}`)
        const message = `Created PMS ${pms.id} "${pms.name}" at ${pms.url}${pms.is_published ? '' : ' (unpublished: its hub page is not public yet)'}.`
        return toolOk({ pms, message }, message)
      }),
  )

  server.registerTool(
    'update-pms-profile',
    {
      title: 'Update a PMS profile',
      description: 'Changes some fields of a PMS profile (facts, capabilities, integrations, markdown profile); fields left out stay as they are. integrations, when given, replaces the whole list.',
      inputSchema: z.strictObject(pmsFields).partial().extend({ id: id.describe('The PMS id (list-pmses)') }),
      outputSchema: { pms: pmsSchema, changed: z.array(z.string()), message: z.string() },
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ id: pmsId, ...changes }) =>
      inWriteTransaction(ctx, 'update-pms-profile', async (req) => {
        const data = pmsData(changes as Record<string, unknown>)
        const update = await partialUpdate<Pmse>(req, { tool: 'update-pms-profile', collection: 'pmses', id: pmsId, label: 'PMS', finder: 'list-pmses', data, comparable: comparablePms })
        if (!update.ok) return update.error
        return toolOk({ pms: pmsView(update.value, baseUrl), changed: update.changed, message: update.message }, update.message)
      }),
  )

  server.registerTool(
    'create-glossary-term',
    {
      title: 'Create a glossary term',
      description: 'Adds a hotel-technology term to the glossary: the term, a one-sentence short_definition and optionally a markdown body. Check list-glossary-terms first. Unpublished unless is_published is true.',
      inputSchema: z.strictObject({
        term: line.min(1),
        slug: slug.optional().describe('Made from the term when omitted'),
        short_definition: line.min(1).describe('One sentence'),
        body: text.nullable().optional().describe('Markdown'),
        related_term_ids: z.array(id).max(50).optional(),
        related_pms_ids: z.array(id).max(50).optional(),
        is_published: z.boolean().optional(),
      }),
      outputSchema: { term: z.object({ id: z.number().int(), slug: z.string(), term: z.string(), is_published: z.boolean(), url: z.string() }), message: z.string() },
      annotations: WRITE,
    },
    async ({ related_term_ids: relatedTerms, related_pms_ids: relatedPmses, ...fields }) =>
      inWriteTransaction(ctx, 'create-glossary-term', async (req) => {
        const missing = await missingReference(
          ctx,
          [
            { field: 'related_term_ids', collection: 'glossary-terms', ids: relatedTerms ?? [], finder: 'list-glossary-terms' },
            { field: 'related_pms_ids', collection: 'pmses', ids: relatedPmses ?? [], finder: 'list-pmses' },
          ],
          req,
        )
        if (missing) return toolError(missing)
        const data = { ...fields, ...(relatedTerms ? { related_terms: relatedTerms } : {}), ...(relatedPmses ? { related_pmses: relatedPmses } : {}) }
        const created = await attempt(() => payload.create({ collection: 'glossary-terms', data: data as never, ...asPerson, depth: 0, req }))
        if (!created.ok) return toolError(created.message)
        const term: GlossaryTerm = created.value
        const view = { id: term.id, slug: term.slug ?? '', term: term.term, is_published: Boolean(term.is_published), url: absolute(baseUrl, glossaryPath(term.slug ?? '')) }
        await recordAudit(ctx, req, 'create-glossary-term', { collection: 'glossary-terms', id: term.id }, `created term "${term.term}"`)
        const message = `Created glossary term ${term.id} "${term.term}"${view.is_published ? ` at ${view.url}` : ' (unpublished)'}.`
        return toolOk({ term: view, message }, message)
      }),
  )

  const prLinkFields = {
    title: line.min(1),
    url,
    publisher: line.nullable().optional(),
    date: z.iso
      .date()
      .refine((value) => !value.startsWith('0000'), 'must be a date from year 0001 to 9999')
      .nullable()
      .optional()
      .describe('YYYY-MM-DD'),
    pms_id: id.describe('The PMS it is about (list-pmses)'),
    article_id: id.nullable().optional().describe('A PMS News article about it, if any'),
    notes: text.nullable().optional(),
    is_active: z.boolean().optional().describe('Shown on the PMS hub; default true'),
  }
  const prLinkData = (input: Record<string, unknown>) => {
    const data: Record<string, unknown> = {}
    for (const [field, value] of Object.entries(input)) {
      if (value === undefined) continue
      if (field === 'pms_id') data.pms = value
      else if (field === 'article_id') data.article = value
      else data[field] = value
    }
    return data
  }

  const prLinkReferences = (input: { pms_id?: number; article_id?: number | null }) => [
    { field: 'pms_id', collection: 'pmses' as const, ids: [input.pms_id], finder: 'list-pmses' },
    { field: 'article_id', collection: 'articles' as const, ids: [input.article_id], finder: 'list-articles' },
  ]

  server.registerTool(
    'create-pr-link',
    {
      title: 'Create a PR link',
      description: 'Adds a link to a press release or vendor announcement about a PMS (shown on its hub page under Press).',
      inputSchema: z.strictObject(prLinkFields),
      outputSchema: { pr_link: prLinkSchema, message: z.string() },
      annotations: WRITE,
    },
    async (input) =>
      inWriteTransaction(ctx, 'create-pr-link', async (req) => {
        const missing = await missingReference(ctx, prLinkReferences(input), req)
        if (missing) return toolError(missing)
        const created = await attempt(() => payload.create({ collection: 'pr-links', data: prLinkData(input) as never, ...asPerson, depth: 0, req }))
        if (!created.ok) return toolError(created.message)
        const link = prLinkView(created.value)
        await recordAudit(ctx, req, 'create-pr-link', { collection: 'pr-links', id: link.id }, `created PR link "${link.title}" <${link.url}>`)
        const message = `Created PR link ${link.id} "${link.title}".`
        return toolOk({ pr_link: link, message }, message)
      }),
  )

  server.registerTool(
    'update-pr-link',
    {
      title: 'Update a PR link',
      description: 'Changes some fields of a PR link; fields left out stay as they are. Set is_active false to hide it without deleting it.',
      inputSchema: z.strictObject(prLinkFields).partial().extend({ id: id.describe('The PR link id (list-pr-links)') }),
      outputSchema: { pr_link: prLinkSchema, changed: z.array(z.string()), message: z.string() },
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ id: linkId, ...changes }) =>
      inWriteTransaction(ctx, 'update-pr-link', async (req) => {
        const data = prLinkData(changes as Record<string, unknown>)
        const references = prLinkReferences(changes as { pms_id?: number; article_id?: number | null })
        const update = await partialUpdate<PrLink>(req, { tool: 'update-pr-link', collection: 'pr-links', id: linkId, label: 'PR link', finder: 'list-pr-links', data, references })
        if (!update.ok) return update.error
        return toolOk({ pr_link: prLinkView(update.value), changed: update.changed, message: update.message }, update.message)
      }),
  )

  server.registerTool(
    'delete-pr-link',
    {
      title: 'Delete a PR link',
      description: 'Deletes a PR link for good. To hide it but keep it, use update-pr-link with is_active false instead.',
      inputSchema: z.strictObject({ id: id.describe('The PR link id (list-pr-links)') }),
      outputSchema: { deleted: prLinkSchema, message: z.string() },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async ({ id: linkId }) =>
      inWriteTransaction(ctx, 'delete-pr-link', async (req) => {
        const before = await findOwn<PrLink>('pr-links', linkId, req)
        if (!before) return toolError(`No PR link has id ${linkId} (it may be deleted already). List them with list-pr-links.`)
        await payload.delete({ collection: 'pr-links', id: linkId, ...asPerson, req })
        const link = prLinkView(before)
        await recordAudit(ctx, req, 'delete-pr-link', { collection: 'pr-links', id: linkId }, `deleted PR link "${link.title}" <${link.url}>`)
        const message = `Deleted PR link ${linkId} "${link.title}".`
        return toolOk({ deleted: link, message }, message)
      }),
  )
}
