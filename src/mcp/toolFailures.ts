/**
 * A tool that throws (a database failure, a bug) must not hand the SDK its error: the SDK would answer with the raw
 * message, which can hold SQL and the data of the call, and nobody running the site would hear of it. The error is
 * logged with a reference, and the model gets a plain `isError` naming that reference. A database that is away (a
 * restart, a failover) is no bug: the model is told to retry after a few seconds (docs/decisions/038-many-machines.md).
 */
import { randomUUID } from 'node:crypto'

import type { CallToolResult } from '@modelcontextprotocol/server'
import type { Payload } from 'payload'

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../ground/db/databaseUnavailable'
import { toolError } from './toolResults'

/** What a failure is logged with: the editorial server's grant and person, or the news server's verified agent. */
interface FailureContext {
  payload: Payload
  token?: { clientId: string }
  user?: { id: number }
  verifiedAgent?: string | null
}

export async function answeringFailures(
  ctx: FailureContext,
  tool: string,
  work: () => Promise<CallToolResult>,
): Promise<CallToolResult> {
  try {
    return await work()
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      ctx.payload.logger.warn({ tool, clientId: ctx.token?.clientId }, `MCP tool ${tool}: the database is unavailable`)
      return toolError(
        `${tool} could not reach the database (it is restarting or failing over). Retry in ${DATABASE_RETRY_AFTER_SECONDS} seconds; a write that was made is found by reading it first.`,
      )
    }
    const reference = randomUUID()
    ctx.payload.logger.error(
      { err: error, tool, reference, clientId: ctx.token?.clientId, accountId: ctx.user?.id, agent: ctx.verifiedAgent },
      `MCP tool ${tool} failed`,
    )
    return toolError(
      `${tool} failed on the server and changed nothing (reference ${reference}). Retry once later; if it fails again, ` +
        'stop and tell a person, with this reference.',
    )
  }
}
