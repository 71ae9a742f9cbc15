/**
 * Every save names who made it, so each version in an article's or PMS's history is attributed: the person in the
 * cockpit; for REST the API token's name; for MCP the agent client and the person who approved its grant. Writers
 * that are not a signed-in person put their description in `req.context.writer` (see `describeWriter`).
 */
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import type { Article, Pmse } from './payload-types'

const WRITER = 'writer'

export function describeWriter(req: PayloadRequest, description: string): void {
  req.context[WRITER] = description
}

export const recordEditor: CollectionBeforeChangeHook<Article | Pmse> = ({ data, req }) => {
  const user = req.user
  const person = user ? (user.name ? `${user.name} <${user.email}>` : user.email) : null
  const writer = (req.context[WRITER] as string | undefined) ?? person ?? 'the system (a job or the command line)'
  return { ...data, edited_by: writer }
}
