'use client'
/**
 * Logs the person out as Payload's logout page did on load (useAuth's logOut: a POST to /cms-api/users/logout, which
 * ends the session and expires its cookie), but only when they ask: from the navigation's button or the logout page's
 * (./SignOutView.tsx). Then to the login page, as before.
 */
import { toast, useAuth, useConfig, useRouteTransition, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import { useCallback, useState } from 'react'

export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const { logOut } = useAuth()
  const { config } = useConfig()
  const { t } = useTranslation()
  const { startRouteTransition } = useRouteTransition()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const signOut = useCallback(async () => {
    setBusy(true)
    await logOut()
    toast.success(t('authentication:loggedOutSuccessfully'))
    const login = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })
    startRouteTransition(() => router.push(login))
  }, [logOut, t, config.routes.admin, config.admin.routes.login, startRouteTransition, router])
  return { signOut, busy }
}
