/**
 * The write tools' steps: Payload's own create, update and delete as the person who approved the grant, so the
 * cockpit's rules hold. A field Payload refuses becomes a tool error the model can act on.
 */
import type { CallToolResult } from '@modelcontextprotocol/server'
import type { CollectionSlug, PayloadRequest } from 'payload'

import { changesOf, describeChanges, recordAudit } from '../../audit'
import { missingReference } from '../../references'
import type { ToolContext } from '../../toolContext'
import { toolError, validationMessage } from '../../toolResults'

type Written<T> = { ok: true; value: T } | { ok: false; error: CallToolResult }

/** Runs a Payload write; a validation error becomes a tool error, anything else is thrown on. */
async function refusingInvalid<T>(write: () => Promise<T>): Promise<Written<T>> {
  try {
    return { ok: true, value: await write() }
  } catch (error) {
    const message = validationMessage(error)
    if (message) return { ok: false, error: toolError(message) }
    throw error
  }
}

export function createRecord<C extends 'pmses' | 'glossary-terms' | 'pr-links'>(
  ctx: ToolContext,
  req: PayloadRequest,
  collection: C,
  data: Record<string, unknown>,
) {
  return refusingInvalid(() =>
    ctx.payload.create({ collection, data: data as never, user: ctx.user, overrideAccess: false, depth: 0, req }),
  )
}

export async function findOwn<T>(
  ctx: ToolContext,
  collection: CollectionSlug,
  recordId: number,
  req: PayloadRequest,
): Promise<T | null> {
  return (await ctx.payload.findByID({
    collection,
    id: recordId,
    depth: 0,
    user: ctx.user,
    overrideAccess: false,
    disableErrors: true,
    req,
  })) as T | null
}

interface Change<T> {
  tool: string
  collection: 'pmses' | 'pr-links'
  id: number
  label: string
  finder: string
  data: Record<string, unknown>
  references?: Parameters<typeof missingReference>[1]
  comparable?: (record: T) => Record<string, unknown>
}

/**
 * The update tools' one flow: find the record, refuse an empty change or a dangling reference, update it as the
 * person, and record what changed. The answer is the updated record and the list of changes, or a tool error.
 */
export async function partialUpdate<T extends object>(
  ctx: ToolContext,
  req: PayloadRequest,
  change: Change<T>,
): Promise<{ ok: true; value: T; changed: string[]; message: string } | { ok: false; error: CallToolResult }> {
  const { tool, collection, id: recordId, label, finder, data } = change
  const comparable = change.comparable ?? ((record: T) => record as Record<string, unknown>)
  const before = await findOwn<T>(ctx, collection, recordId, req)
  if (!before) return { ok: false, error: toolError(`No ${label} has id ${recordId}. Find it with ${finder}.`) }
  if (Object.keys(data).length === 0)
    return { ok: false, error: toolError('Nothing to change: give at least one field besides id.') }
  const missing = await missingReference(ctx, change.references ?? [], req)
  if (missing) return { ok: false, error: toolError(missing) }
  const updated = await refusingInvalid(() =>
    ctx.payload.update({
      collection,
      id: recordId,
      data: data as never,
      user: ctx.user,
      overrideAccess: false,
      depth: 0,
      req,
    }),
  )
  if (!updated.ok) return updated
  const value = updated.value as T
  const changed = describeChanges(comparable(before), comparable(value), Object.keys(data))
  const changes = changesOf(comparable(before), comparable(value), Object.keys(data))
  await recordAudit(
    ctx,
    req,
    tool,
    { collection, id: recordId },
    changed.length ? `changed ${changed.join(', ')}` : 'saved without changes',
    changes,
  )
  const message = `Updated ${label} ${recordId}${changed.length ? `: ${changed.join(', ')}` : ' (nothing differed)'}.`
  return { ok: true, value, changed, message }
}
