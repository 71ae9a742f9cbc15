'use client'
/**
 * The navigation's log-out control (admin.components.logout.Button), in place of Payload's, which is a link to the
 * logout page that logged out whoever loaded it: a button that logs out when pressed, by a POST (./useSignOut.ts).
 */
import './signOut.css'

import { LogOutIcon, useTranslation } from '@payloadcms/ui'

import { useSignOut } from './useSignOut'

export function SignOutButton({ tabIndex = 0 }: { tabIndex?: number }) {
  const { t } = useTranslation()
  const { signOut, busy } = useSignOut()
  return (
    <button
      type="button"
      className="nav__log-out sign-out-button"
      aria-label={t('authentication:logOut')}
      title={t('authentication:logOut')}
      tabIndex={tabIndex}
      disabled={busy}
      onClick={() => void signOut()}
    >
      <LogOutIcon />
    </button>
  )
}
