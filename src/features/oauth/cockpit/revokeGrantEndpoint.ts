/**
 * POST /cms-api/oauth-grants/:grantId/revoke: the Revoke button of /cockpit/mcp-tokens; and
 * POST /cms-api/oauth-grants/revoke-client (form field `client_id`): "Revoke all" of one agent. Admins may revoke any
 * grant, editors their own. The form is posted by the browser with the cockpit's session cookie, so the request must come
 * from the cockpit's own origin (a page elsewhere cannot make a signed-in editor revoke anything).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { type Role, roleOf } from '../../../content/access/roles'
import { env } from '../../../ground/env'
import { isSameOrigin } from '../../../ground/http/sameOrigin'
import { grantOwner, listGrants } from '../grants'
import { revokeGrant } from '../postgresAdapter'
import { poolOf } from '../../../ground/db/adapter'

const json = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

const backToTheList = (count: number) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/cockpit/mcp-tokens?revoked=${count}`, 'Cache-Control': 'no-store' },
  })

/** Who may revoke: a signed-in person posting from the cockpit's own page (else the refusal). */
function revoker(req: PayloadRequest): { role: Role; accountId: string } | Response {
  const role = roleOf(req.user)
  if (!role) return json(401, 'Sign in to the cockpit to revoke access.')
  if (!isSameOrigin(req as unknown as Request, env.baseUrl)) return json(403, 'Revoke from the cockpit page.')
  return { role, accountId: String(req.user!.id) }
}

type Revoker = Exclude<ReturnType<typeof revoker>, Response>

/** A revoke endpoint: only for a revoker (see above); `revoke` does the work on the OAuth store's pool. */
const revokeEndpoint = (
  path: string,
  revoke: (req: PayloadRequest, person: Revoker, pool: ReturnType<typeof poolOf>) => Promise<Response>,
): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    const person = revoker(req)
    return person instanceof Response ? person : revoke(req, person, poolOf(req.payload))
  },
})

/** Every live grant of one client that the signed-in person may revoke: all of them for an admin, their own for an editor. */
export const revokeClientGrantsEndpoint = revokeEndpoint('/oauth-grants/revoke-client', async (req, person, pool) => {
  const form = await req.formData?.().catch(() => null)
  const clientId = form?.get('client_id')
  if (typeof clientId !== 'string' || clientId === '' || clientId.length > 2000)
    return json(400, 'Say which agent: the form field client_id.')
  const grants = (await listGrants(pool, person.role === 'admin' ? undefined : person.accountId)).filter(
    (grant) => grant.clientId === clientId,
  )
  for (const grant of grants) await revokeGrant(pool, grant.grantId)
  return backToTheList(grants.length)
})

export const revokeGrantEndpoint = revokeEndpoint('/oauth-grants/:grantId/revoke', async (req, person, pool) => {
  const grantId = String(req.routeParams?.grantId ?? '')
  const owner = await grantOwner(pool, grantId)
  if (owner === null) return json(404, 'No such grant (it may have been revoked or expired already).')
  if (person.role !== 'admin' && owner !== person.accountId)
    return json(403, 'Editors can revoke only the grants they approved.')
  await revokeGrant(pool, grantId)
  return backToTheList(1)
})
