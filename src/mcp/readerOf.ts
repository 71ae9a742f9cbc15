/**
 * Whom the read tools read as (docs/decisions/015-mcp-server.md, amended for issue 43). A grant that holds a write
 * scope reads as the person who approved it, drafts and unpublished records included, as in the cockpit: its writes
 * name such records (an article's PMS, a PR link's article) and guard against overwriting them
 * (`expected_updated_at`). A grant with `articles:read` alone is read access and nothing more, which the spec does not
 * widen: it reads what the public reads, through Payload's access control for a reader who is not signed in, which
 * is the site's one rule of what is public and its allow-list of fields (src/content/access/publicOrStaff.ts,
 * src/content/access/publicFields.ts, src/ground/db/publicVisibility.ts), and never drafts.
 */
import { OAUTH_SCOPES } from '../features/oauth/scopes'
import type { ToolContext } from './toolContext'

const mayWrite = (scopes: ReadonlySet<string>) =>
  [...scopes].some((scope) => scope !== 'articles:read' && Object.hasOwn(OAUTH_SCOPES, scope))

/** The `user` the read tools give Payload: the person who approved the grant, or none (the public). */
export const readerOf = (ctx: ToolContext): ToolContext['user'] | undefined =>
  mayWrite(ctx.token.scopes) ? ctx.user : undefined
