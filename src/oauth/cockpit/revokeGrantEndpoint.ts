/**
 * POST /cms-api/oauth-grants/:grantId/revoke: the Revoke button of /cockpit/mcp-tokens. Admins may revoke any grant,
 * editors their own. The form is posted by the browser with the cockpit's session cookie, so the request must come
 * from the cockpit's own origin (a page elsewhere cannot make a signed-in editor revoke anything).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Endpoint } from 'payload'

import { roleOf } from '../../access/roles'
import { grantOwner } from '../grants'
import { revokeGrant } from '../postgresAdapter'

const json = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin') ?? request.headers.get('referer')
  const host = request.headers.get('host')
  if (!origin || !host) return false
  try {
    return new URL(origin).host === host
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
    const pool = (req.payload.db as unknown as PostgresAdapter).pool
    const owner = await grantOwner(pool, grantId)
    if (owner === null) return json(404, 'No such grant (it may have been revoked or expired already).')
    if (role !== 'admin' && owner !== String(req.user!.id)) return json(403, 'Editors can revoke only the grants they approved.')
    await revokeGrant(pool, grantId)
    return new Response(null, { status: 303, headers: { Location: '/cockpit/mcp-tokens?revoked=1', 'Cache-Control': 'no-store' } })
  },
}
