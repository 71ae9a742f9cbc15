'use client'
/** The logout page's button (./SignOutView.tsx): logs out when pressed. */
import { Button, useTranslation } from '@payloadcms/ui'

import { useSignOut } from './useSignOut'

export function ConfirmSignOut() {
  const { t } = useTranslation()
  const { signOut, busy } = useSignOut()
  return (
    <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void signOut()}>
      {t('authentication:logOut')}
    </Button>
  )
}
