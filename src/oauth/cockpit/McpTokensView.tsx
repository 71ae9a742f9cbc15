import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '../../access/roles'
import { listGrants } from '../grants'
import { poolOf } from '../../db/adapter'

const when = (date: Date | null) => (date ? new Date(date).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—')

/**
 * /cockpit/mcp-tokens: the grants people approved for agents (docs/decisions/014-oauth-server.md). Admins see them
 * all, editors their own. Revoke is a plain form post: the grant and every token of it stop working at once.
 */
export async function McpTokensView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const role = roleOf(req.user)
  if (!role) redirect('/cockpit/login?redirect=%2Fcockpit%2Fmcp-tokens')
  const pool = poolOf(req.payload)
  const grants = await listGrants(pool, role === 'admin' ? undefined : String(req.user!.id))
  const revoked = searchParams?.revoked === '1'
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>MCP tokens</h1>
        <p>
          Agents that a person allowed to use the editorial tools (the MCP server).{' '}
          {role === 'admin' ? 'You see every grant.' : 'You see the grants you approved.'} Revoking a grant ends it and every
          token of it at once; the agent has to ask a person again.
        </p>
        {revoked ? <p role="status">The grant was revoked.</p> : null}
        {grants.length === 0 ? (
          <p>No agent has access.</p>
        ) : (
          <table className="mcp-tokens" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                <th>Client</th>
                <th>Account</th>
                <th>Scopes</th>
                <th>Created</th>
                <th>Last used</th>
                <th>Expires</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {grants.map((grant) => (
                <tr key={grant.grantId} data-grant={grant.grantId} style={{ borderTop: '1px solid var(--theme-elevation-150)' }}>
                  <td>{grant.clientName}</td>
                  <td>{grant.accountEmail ?? grant.accountId}</td>
                  <td>{grant.scopes.join(' ') || '—'}</td>
                  <td>{when(grant.createdAt)}</td>
                  <td>{when(grant.lastUsedAt)}</td>
                  <td>{when(grant.expiresAt)}</td>
                  <td>
                    <form method="post" action={`/cms-api/oauth-grants/${encodeURIComponent(grant.grantId)}/revoke`}>
                      <button type="submit" className="btn btn--style-secondary btn--size-small" aria-label={`Revoke ${grant.clientName}`}>
                        Revoke
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
