/**
 * /cockpit/security: a person's own second factors (docs/decisions/063-second-factor.md): the authenticator app,
 * passkeys and how many recovery codes are left, with their set-up and removal (./SecurityControls.tsx).
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '../../content/access/roles'
import { secondFactorsOf } from '../../features/secondFactor/factors'
import { secondFactorRequiredFor } from '../../features/secondFactor/requirement'
import { AddFactors, NewRecoveryCodes, RemoveFactor } from './SecurityControls'
import './secondFactor.css'
import { CockpitPage } from '../CockpitPage'

const day = (date: string | null) => (date ? new Date(date).toISOString().slice(0, 10) : 'never')

export async function SecurityView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const role = roleOf(req.user)
  if (!role) redirect('/cockpit/login?redirect=%2Fcockpit%2Fsecurity')
  const factors = await secondFactorsOf(req, Number(req.user!.id))
  const required = await secondFactorRequiredFor(req, role)
  const any = factors.totp || factors.passkeys.length > 0
  return (
    <CockpitPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      nav={[{ label: 'Security' }]}
      className="security-view"
    >
      <h1 style={{ margin: '1.5rem 0 0.5rem' }}>Security</h1>
      <p style={{ color: 'var(--theme-elevation-600)', maxWidth: '44rem' }}>
        A second factor keeps your account yours even if your password leaks: after the password, sign-in asks for a
        code from your authenticator app or for your passkey.
        {required ? ' Your role needs one.' : ''}
      </p>
      <section aria-labelledby="totp-title">
        <h2 id="totp-title">Authenticator app</h2>
        {factors.totp ? (
          <>
            <p data-testid="totp-state">Set up.</p>
            <RemoveFactor factor="totp" label="the authenticator app" />
          </>
        ) : (
          <p data-testid="totp-state">Not set up.</p>
        )}
      </section>
      <section aria-labelledby="passkeys-title">
        <h2 id="passkeys-title">Passkeys</h2>
        {factors.passkeys.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Added</th>
                <th>Last used</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {factors.passkeys.map((passkey) => (
                <tr key={passkey.id} data-testid="passkey-row">
                  <td>{passkey.name}</td>
                  <td>{day(passkey.createdAt)}</td>
                  <td>{day(passkey.lastUsedAt)}</td>
                  <td>
                    <RemoveFactor factor="passkey" id={passkey.id} label={passkey.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="add-title">
        <h2 id="add-title">Add a second factor</h2>
        <AddFactors totp={factors.totp} />
      </section>
      {any ? (
        <section aria-labelledby="codes-title">
          <h2 id="codes-title">Recovery codes</h2>
          <p data-testid="codes-left">{`${factors.recoveryCodesLeft} of 10 left.`}</p>
          <NewRecoveryCodes />
        </section>
      ) : null}
    </CockpitPage>
  )
}
