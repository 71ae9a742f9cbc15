/**
 * The create and partial-update tools of the catalogue records an agent keeps (PMS profiles, PR links), built from
 * one description of the record kind: they differ only in their fields, their write path and how a record is shown,
 * so their flow (the entity's write, the audit record in its transaction, the answer) is written once.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Change } from '../../../content/recordWrites'
import { changesOf, createdWith, describeChanges, recordAudit } from '../../audit'
import type { ToolContext } from '../../toolContext'
import { toolError, toolOk } from '../../toolResults'
import { inEntityWrite } from '../../writeTransaction'
import { recordId, WRITE } from '../toolInputs'

type Input = Record<string, unknown>

export interface RecordKind<T extends object, V extends { id: number }> {
  collection: 'pmses' | 'pr-links'
  /** How the record is named in messages ("PMS") and the tool that lists its ids. */
  label: string
  finder: string
  /** The key the answer carries the record under, and its schema and view. */
  key: string
  schema: z.ZodType<V>
  view(record: T, baseUrl: string): V
  /** The tool's input fields (the entity's input schema, src/content/<entity>/) and its write path. */
  fields: z.ZodRawShape
  create(req: PayloadRequest, writer: string, input: Input, alongside: (record: T) => Promise<void>): Promise<T>
  update(
    req: PayloadRequest,
    writer: string,
    id: number,
    input: Input,
    alongside: (change: Change<T>) => Promise<void>,
  ): Promise<Change<T> | null>
  /** The record as its fields compare, where Payload's shape differs from the input's. */
  comparable?(record: T): Input
}

interface ToolText {
  name: string
  title: string
  description: string
}

interface CreateToolText<V> extends ToolText {
  /** The audit trail's line, and the answer's message. */
  audited(record: V): string
  message(record: V): string
}

export function registerCreateTool<T extends object, V extends { id: number }>(
  server: McpServer,
  ctx: ToolContext,
  kind: RecordKind<T, V>,
  text: CreateToolText<V>,
): void {
  server.registerTool(
    text.name,
    {
      title: text.title,
      description: text.description,
      inputSchema: z.strictObject(kind.fields),
      outputSchema: z.object({ [kind.key]: kind.schema, message: z.string() }),
      annotations: WRITE,
    },
    async (input: Input) =>
      inEntityWrite(ctx, text.name, async (req, writer) => {
        const created = await kind.create(req, writer, input, (record) => {
          const shown = kind.view(record, ctx.baseUrl)
          return recordAudit(
            ctx,
            req,
            text.name,
            { collection: kind.collection, id: shown.id },
            text.audited(shown),
            createdWith(input as Record<string, unknown>),
          )
        })
        const record = kind.view(created, ctx.baseUrl)
        const message = text.message(record)
        return toolOk({ [kind.key]: record, message }, message)
      }),
  )
}

/** What an update changed, in the answer's words ("is_active (true → false)") and as the audit trail's diff. */
function describeUpdate<T extends object>(change: Change<T>, comparable: (record: T) => Input) {
  const before = comparable(change.before)
  const after = comparable(change.after)
  return { changed: describeChanges(before, after, change.fields), diff: changesOf(before, after, change.fields) }
}

/** An update tool: every field optional, the ones left out stay; the answer lists what changed. */
export function registerUpdateTool<T extends object, V extends { id: number }>(
  server: McpServer,
  ctx: ToolContext,
  kind: RecordKind<T, V>,
  text: ToolText,
): void {
  const { collection, label, finder } = kind
  const comparable = kind.comparable ?? ((record: T) => record as Input)
  server.registerTool(
    text.name,
    {
      title: text.title,
      description: text.description,
      inputSchema: z
        .strictObject(kind.fields)
        .partial()
        .extend({ id: recordId.describe(`The ${label} id (${finder})`) }),
      outputSchema: z.object({ [kind.key]: kind.schema, changed: z.array(z.string()), message: z.string() }),
      annotations: { ...WRITE, idempotentHint: true },
    },
    async (input: Input) => {
      const { id, ...changes } = input as Input & { id: number }
      if (Object.values(changes).every((value) => value === undefined))
        return toolError('Nothing to change: give at least one field besides id.')
      return inEntityWrite(ctx, text.name, async (req, writer) => {
        const change = await kind.update(req, writer, id, changes, (written) => {
          const { changed, diff } = describeUpdate(written, comparable)
          const summary = changed.length ? `changed ${changed.join(', ')}` : 'saved without changes'
          return recordAudit(ctx, req, text.name, { collection, id }, summary, diff)
        })
        if (!change) return toolError(`No ${label} has id ${id}. Find it with ${finder}.`)
        const { changed } = describeUpdate(change, comparable)
        const message = `Updated ${label} ${id}${changed.length ? `: ${changed.join(', ')}` : ' (nothing differed)'}.`
        return toolOk({ [kind.key]: kind.view(change.after, ctx.baseUrl), changed, message }, message)
      })
    },
  )
}
