/**
 * The cockpit's API-token actions (admins; docs/decisions/004-api-tokens.md), under `/cms-api/api-tokens/`:
 * `issue` (POST `{"name", "expires_at"?}`: the new token, its plaintext in this answer only) and `:id/revoke`. Both go
 * through Payload's create and update of the collection, as the CLI does, so the secret is made and hashed in one
 * place (src/collections/ApiTokens/hooks/issueTokenOnCreate.ts).
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { lackingRole } from '../../../content/access/roleAnswer'
import { ROLES, roleOf } from '../../../content/access/roles'
import { createApiToken } from '../createApiToken'

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
const refusal = (status: number, message: string) => answer(status, { errors: [{ message }] })

const issueSchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name: what it is for.').max(255),
  expires_at: z.iso.datetime({ offset: true }).optional().nullable(),
  // Without one, an editor's: what every token could do before tokens had roles (docs/decisions/060-four-roles.md).
  role: z.enum(ROLES).default('editor'),
})

const onlyAdmins = (req: PayloadRequest) =>
  roleOf(req.user) === null ? refusal(401, 'Only admins manage API tokens.') : lackingRole(req, 'manage_tokens')

export const apiTokenEndpoints: Endpoint[] = [
  {
    path: '/issue',
    method: 'post',
    handler: async (req) => {
      const refused = onlyAdmins(req)
      if (refused) return refused
      const parsed = issueSchema.safeParse(await req.json?.().catch(() => null))
      if (!parsed.success)
        return answer(422, {
          errors: parsed.error.issues.map((issue) => ({
            message: issue.message,
            path: issue.path.join('.') || 'body',
          })),
        })
      const expiresAt = parsed.data.expires_at ? new Date(parsed.data.expires_at) : null
      if (expiresAt && expiresAt.getTime() <= Date.now()) return refusal(422, 'The expiry must be in the future.')
      const created = await createApiToken(
        req.payload,
        { name: parsed.data.name, expires_at: expiresAt?.toISOString() ?? null, role: parsed.data.role },
        req,
      )
      return answer(201, {
        id: created.id,
        name: created.name,
        display_prefix: created.display_prefix,
        role: created.role,
        expires_at: created.expires_at,
        token: created.token,
      })
    },
  },
  {
    path: '/:id/revoke',
    method: 'post',
    handler: async (req) => {
      const refused = onlyAdmins(req)
      if (refused) return refused
      const id = Number(req.routeParams?.id)
      const token =
        Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
          ? await req.payload.findByID({ collection: 'api-tokens', id, depth: 0, disableErrors: true, req })
          : null
      if (!token) return refusal(404, 'No such token.')
      if (token.revoked_at) return refusal(409, 'The token was revoked already.')
      await req.payload.update({
        collection: 'api-tokens',
        id,
        data: { revoked_at: new Date().toISOString() },
        overrideAccess: true,
        req,
      })
      return answer(200, { message: `"${token.name}" is revoked: it stops working now.` })
    },
  },
]
