/**
 * The cockpit's login page (`/cockpit/login`, admin.components.views.login), in place of Payload's, whose form knew no
 * second step: ./SignInForm.tsx walks the password, the second factor and, where the role needs one, its set-up.
 */
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'

import { CockpitLogo } from '../brand/CockpitBrand'
import { SignInForm } from './SignInForm'
import './secondFactor.css'

export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { routes, admin } = req.payload.config
  const redirectTo = getSafeRedirect({ fallbackTo: routes.admin, redirectTo: searchParams?.redirect ?? '' })
  if (req.user) redirect(redirectTo)
  return (
    <div className="second-factor__page">
      <div className="login__brand">
        <CockpitLogo />
      </div>
      <SignInForm
        redirectTo={redirectTo}
        forgotHref={formatAdminURL({ adminRoute: routes.admin, path: admin.routes.forgot })}
      />
    </div>
  )
}
