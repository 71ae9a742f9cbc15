/**
 * The cockpit's logout page (`/cockpit/logout`, admin.components.views.logout), in place of Payload's, which logged
 * out whoever loaded it: any link, image or redirect could end an editor's session. This page only asks; the
 * navigation's button (./SignOutButton.tsx) logs out at once, and the "Log out" of Payload's session-expiry dialog
 * and of its "Unauthorized" page lead here.
 */
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { ConfirmSignOut } from './ConfirmSignOut'

export function SignOutView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const { routes, admin } = req.payload.config
  const dashboard = formatAdminURL({ adminRoute: routes.admin, path: '' })
  const login = formatAdminURL({ adminRoute: routes.admin, path: admin.routes.login })
  const email = (req.user as { email?: string } | null)?.email
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {req.user ? (
        <>
          <h1 style={{ margin: 0 }}>Log out of the cockpit?</h1>
          {email ? <p style={{ margin: 0 }}>You are signed in as {email}.</p> : null}
          <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
            <ConfirmSignOut />
            <a href={dashboard}>Stay signed in</a>
          </div>
        </>
      ) : (
        <>
          <h1 style={{ margin: 0 }}>You are logged out.</h1>
          <p style={{ margin: 0 }}>
            <a href={login}>Log in</a>
          </p>
        </>
      )}
    </div>
  )
}
