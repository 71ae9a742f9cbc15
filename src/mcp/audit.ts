/** Records a write an agent made (src/collections/McpAuditEvents/index.ts), in the write's own transaction (`req`). */
import type { PayloadRequest } from 'payload'

import type { ToolContext } from './toolContext'

/** One field an agent changed: its value before and after (long texts kept whole up to MAX_VALUE_LENGTH). */
export interface FieldChange {
  field: string
  before: unknown
  after: unknown
}

const MAX_VALUE_LENGTH = 50_000

const kept = (value: unknown) =>
  typeof value === 'string' && value.length > MAX_VALUE_LENGTH
    ? `${value.slice(0, MAX_VALUE_LENGTH)}…`
    : (value ?? null)

/** The fields of `fields` whose value differs, with both values: what the audit trail shows as a diff. */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: string[],
): FieldChange[] {
  return fields.flatMap((field) =>
    JSON.stringify(before[field] ?? null) === JSON.stringify(after[field] ?? null)
      ? []
      : [{ field, before: kept(before[field]), after: kept(after[field]) }],
  )
}

/** What a create set, field by field (each from nothing): the audit trail shows a creation's values, not only its name. */
export const createdWith = (input: Record<string, unknown>): FieldChange[] => changesOf({}, input, Object.keys(input))

export async function recordAudit(
  ctx: ToolContext,
  req: PayloadRequest,
  tool: string,
  target: { collection: string; id: number | string },
  summary: string,
  changes: FieldChange[] = [],
): Promise<void> {
  await ctx.payload.create({
    req,
    collection: 'mcp-audit-events',
    data: {
      tool,
      client_name: ctx.clientName,
      verified_agent: ctx.verifiedAgent,
      client_id: ctx.token.clientId,
      account: ctx.user.id,
      target_collection: target.collection,
      target_id: String(target.id),
      summary: summary.slice(0, 2000),
      changes,
    },
    overrideAccess: true,
    depth: 0,
  })
}

/** "title, body and is_published (false → true)": what an update changed, for the audit trail and the answer. */
export function describeChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: string[],
): string[] {
  return fields.flatMap((field) => {
    const was = before[field] ?? null
    const now = after[field] ?? null
    if (JSON.stringify(was) === JSON.stringify(now)) return []
    const short = (value: unknown) =>
      typeof value === 'string' && value.length > 40 ? `${value.slice(0, 37)}…` : JSON.stringify(value)
    return [
      typeof now === 'boolean' || typeof was === 'boolean' || field.endsWith('_at')
        ? `${field} (${short(was)} → ${short(now)})`
        : field,
    ]
  })
}
