/**
 * POST /cms-api/oauth-grants/:grantId/revoke: the Revoke button of /cockpit/mcp-tokens. Admins may revoke any grant,
 * editors their own. The form is posted by the browser with the cockpit's session cookie, so the request must come
 * from the cockpit's own origin (a page elsewhere cannot make a signed-in editor revoke anything).
 */
import type { Endpoint } from 'payload'

import { roleOf } from '../../access/roles'
import { env } from '../../env'
import { grantOwner } from '../grants'
import { revokeGrant } from '../postgresAdapter'
import { poolOf } from '../../db/adapter'

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The post came from a page of this site: its origin is BASE_URL's, or the host the request was sent to. */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin') ?? request.headers.get('referer')
  if (!origin) return false
  try {
    const host = new URL(origin).host
    return host === new URL(env.baseUrl).host || host === request.headers.get('host')
  } catch {
    return false
  }
}

export const revokeGrantEndpoint: Endpoint = {
  path: '/oauth-grants/:grantId/revoke',
  method: 'post',
  handler: async (req) => {
    const role = roleOf(req.user)
    if (!role) return json(401, 'Sign in to the cockpit to revoke access.')
    if (!isSameOrigin(req as unknown as Request)) return json(403, 'Revoke from the cockpit page.')
    const grantId = String(req.routeParams?.grantId ?? '')
    const pool = poolOf(req.payload)
    const owner = await grantOwner(pool, grantId)
    if (owner === null) return json(404, 'No such grant (it may have been revoked or expired already).')
    if (role !== 'admin' && owner !== String(req.user!.id)) return json(403, 'Editors can revoke only the grants they approved.')
    await revokeGrant(pool, grantId)
    return new Response(null, { status: 303, headers: { Location: '/cockpit/mcp-tokens?revoked=1', 'Cache-Control': 'no-store' } })
  },
}
