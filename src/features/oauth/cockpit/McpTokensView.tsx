import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '../../../content/access/roles'
import { poolOf } from '../../../ground/db/adapter'
import { clientClaimText } from '../clientClaim'
import { clientHostOf } from '../clientNames'
import { type GrantSummary, listGrants } from '../grants'
import { OAUTH_SCOPES } from '../scopes'
import { RevokeGrantButton } from './RevokeGrantButton'

const when = (date: Date | null) =>
  date
    ? new Date(date).toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      }) + ' UTC'
    : '—'

const scopeWords = (scope: string) => OAUTH_SCOPES[scope as keyof typeof OAUTH_SCOPES] ?? scope

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** One filter of the list: a select of `options` ([value, label]), submitted with the form's Filter button. */
function FilterSelect({
  label,
  name,
  everything,
  options,
  chosen,
}: {
  label: string
  name: string
  everything: string
  options: Array<[string, string]>
  chosen?: string
}) {
  return (
    <label style={{ display: 'grid', gap: '0.25rem' }}>
      {label}
      <select name={name} defaultValue={chosen ?? ''} style={{ padding: '0.4rem' }}>
        <option value="">{everything}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * /cockpit/mcp-tokens: the grants people approved for agents (docs/decisions/014-oauth-server.md), in the cockpit's
 * own look. Admins see them all, editors their own; filter by account and by agent. Revoke (one grant, or all of an
 * agent's) asks first, naming the agent and the account: the agent's next call is refused.
 */
export async function McpTokensView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const role = roleOf(req.user)
  if (!role) redirect('/cockpit/login?redirect=%2Fcockpit%2Fmcp-tokens')
  const all = await listGrants(poolOf(req.payload), role === 'admin' ? undefined : String(req.user!.id))
  const account = single(searchParams?.account)
  const client = single(searchParams?.client)
  const grants = all.filter(
    (grant) => (!account || grant.accountId === account) && (!client || grant.clientId === client),
  )
  const revoked = Number(single(searchParams?.revoked) ?? 0)
  const accounts = [...new Map(all.map((grant) => [grant.accountId, grant.accountEmail ?? grant.accountId])).entries()]
  const clients = [...new Map(all.map((grant) => [grant.clientId, grant.clientName])).entries()]
  const byClient = new Map<string, GrantSummary[]>()
  for (const grant of grants) byClient.set(grant.clientId, [...(byClient.get(grant.clientId) ?? []), grant])
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      // The header's actions of every page (the inbox's bell), which Payload adds only to its own views.
      viewActions={req.payload.config.admin.components?.actions}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: 'Agents' }, { label: 'MCP tokens' }]} />
      <Gutter className="mcp-tokens-view">
        <header style={{ margin: '1.5rem 0 1rem' }}>
          <h1 style={{ marginBottom: '0.5rem' }}>MCP tokens</h1>
          <p style={{ color: 'var(--theme-elevation-600)', maxWidth: '50rem', margin: 0 }}>
            Agents a person allowed to use the editorial tools (the MCP server).{' '}
            {role === 'admin' ? 'You see every grant.' : 'You see the grants you approved.'} Revoking a grant ends it
            and every token of it at once; the agent has to ask a person again.
          </p>
        </header>
        {revoked > 0 ? (
          <p
            role="status"
            style={{ padding: '0.6rem 0.9rem', background: 'var(--theme-success-100)', borderRadius: 4 }}
          >{`${revoked === 1 ? 'The grant was' : `${revoked} grants were`} revoked.`}</p>
        ) : null}
        <form
          method="get"
          style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap', margin: '0 0 1rem' }}
        >
          {role === 'admin' ? (
            <FilterSelect
              label="Account"
              name="account"
              everything="Every account"
              options={accounts}
              chosen={account}
            />
          ) : null}
          <FilterSelect label="Agent" name="client" everything="Every agent" options={clients} chosen={client} />
          <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
            Filter
          </button>
        </form>
        {grants.length === 0 ? (
          <p>No agent has access{account || client ? ' that matches the filter' : ''}.</p>
        ) : (
          [...byClient.entries()].map(([clientId, clientGrants]) => {
            const first = clientGrants[0]!
            const host = clientHostOf(clientId)
            return (
              <section key={clientId} data-client={clientId} style={{ marginBottom: '2rem' }}>
                <div
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'baseline',
                    gap: '1rem',
                    flexWrap: 'wrap',
                  }}
                >
                  <h2 style={{ fontSize: '1.2rem', margin: 0 }}>
                    {first.clientName}
                    <span style={{ fontWeight: 400, fontSize: '0.9rem', color: 'var(--theme-elevation-600)' }}>
                      {` · ${clientClaimText(host)} · since ${when(first.clientRegisteredAt)}`}
                    </span>
                  </h2>
                  {clientGrants.length > 1 ? (
                    <RevokeGrantButton
                      action="/cms-api/oauth-grants/revoke-client"
                      fields={{ client_id: clientId }}
                      label={`Revoke all ${clientGrants.length}`}
                      question={`Revoke all ${clientGrants.length} grants of ${first.clientName}? It loses access at once, for every account listed.`}
                    />
                  ) : null}
                </div>
                <div className="table" style={{ marginTop: '0.5rem' }}>
                  <table cellPadding={0} cellSpacing={0}>
                    <thead>
                      <tr>
                        <th>Account</th>
                        <th>May</th>
                        <th>Approved</th>
                        <th>Last used</th>
                        <th>Expires</th>
                        <th />
                      </tr>
                    </thead>
                    <tbody>
                      {clientGrants.map((grant) => (
                        <tr key={grant.grantId} data-grant={grant.grantId}>
                          <td>{grant.accountEmail ?? grant.accountId}</td>
                          <td>
                            <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                              {grant.scopes.map((scope) => (
                                <li key={scope} title={scope}>
                                  {scopeWords(scope)}
                                </li>
                              ))}
                            </ul>
                          </td>
                          <td>{when(grant.createdAt)}</td>
                          <td>{when(grant.lastUsedAt)}</td>
                          <td>{when(grant.expiresAt)}</td>
                          <td>
                            <RevokeGrantButton
                              action={`/cms-api/oauth-grants/${encodeURIComponent(grant.grantId)}/revoke`}
                              label="Revoke"
                              question={`Revoke ${grant.clientName}'s access for ${grant.accountEmail ?? grant.accountId}? Its next call is refused.`}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            )
          })
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
