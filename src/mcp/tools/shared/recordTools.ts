/**
 * The create and partial-update tools of the catalogue records an agent keeps (PMS profiles, PR links), built from
 * one description of the record kind: they differ only in their fields and in how a record is shown, so their
 * flow (transaction, reference checks, Payload's write as the person, audit, answer) is written once.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { recordAudit } from '../../audit'
import { missingReference } from '../../references'
import type { ToolContext } from '../../toolContext'
import { toolError, toolOk } from '../../toolResults'
import { inWriteTransaction } from '../../writeTransaction'
import { recordId, WRITE } from '../toolInputs'
import { createRecord, partialUpdate } from './recordWrites'

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
  /** The tool's input fields, and how they become Payload data and the references checked before writing. */
  fields: z.ZodRawShape
  data(input: Input): Input
  references?(input: Input): Parameters<typeof missingReference>[1]
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
      inWriteTransaction(ctx, text.name, async (req) => {
        const missing = await missingReference(ctx, kind.references?.(input) ?? [], req)
        if (missing) return toolError(missing)
        const created = await createRecord(ctx, req, kind.collection, kind.data(input))
        if (!created.ok) return created.error
        const record = kind.view(created.value as T, ctx.baseUrl)
        await recordAudit(ctx, req, text.name, { collection: kind.collection, id: record.id }, text.audited(record))
        const message = text.message(record)
        return toolOk({ [kind.key]: record, message }, message)
      }),
  )
}

/** An update tool: every field optional, the ones left out stay; the answer lists what changed. */
export function registerUpdateTool<T extends object, V extends { id: number }>(
  server: McpServer,
  ctx: ToolContext,
  kind: RecordKind<T, V>,
  text: ToolText,
): void {
  server.registerTool(
    text.name,
    {
      title: text.title,
      description: text.description,
      inputSchema: z
        .strictObject(kind.fields)
        .partial()
        .extend({ id: recordId.describe(`The ${kind.label} id (${kind.finder})`) }),
      outputSchema: z.object({ [kind.key]: kind.schema, changed: z.array(z.string()), message: z.string() }),
      annotations: { ...WRITE, idempotentHint: true },
    },
    async (input: Input) =>
      inWriteTransaction(ctx, text.name, async (req) => {
        const { id, ...changes } = input as Input & { id: number }
        const { collection, label, finder, comparable } = kind
        const references = kind.references?.(changes)
        const update = await partialUpdate<T>(ctx, req, {
          tool: text.name,
          collection,
          id,
          label,
          finder,
          data: kind.data(changes),
          references,
          comparable,
        })
        if (!update.ok) return update.error
        return toolOk(
          { [kind.key]: kind.view(update.value, ctx.baseUrl), changed: update.changed, message: update.message },
          update.message,
        )
      }),
  )
}
