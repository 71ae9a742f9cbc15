import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOrSelf } from '../../content/access/adminOrSelf'
import { readAccounts } from '../../content/access/readAccounts'
import { mayOrRefuse } from '../../content/access/roleRefusals'
import { ROLE_LABELS, ROLES, roleOf } from '../../content/access/roles'
import { text255 } from '../../content/fields/text255'
import { env } from '../../ground/env'
import { notificationEmailFields } from '../../features/notifications/emailPreferences'
import { forgotPasswordEndpoint } from './endpoints/forgotPassword'
import { secondFactorSetUpEndpoints } from './endpoints/secondFactorSetUp'
import { passkeySignInOptionsEndpoint, secondStepEndpoint } from './endpoints/secondStep'
import { holdForSecondFactor, markPasswordReset } from './hooks/holdForSecondFactor'
import { makeFirstUserAdmin } from './hooks/makeFirstUserAdmin'
import { recordRoleChanges, refuseRoleChanges } from './hooks/roleChanges'
import { recordSignIn } from './hooks/recordSignIn'
import { compareResetTokenDigest, storeResetTokenDigest } from './hooks/resetTokenDigests'
import { revokeGrantsOfDeletedUser } from './hooks/revokeGrantsOfDeletedUser'
import { throttleSignIn } from './hooks/throttleSignIn'

const onlyAdmins: FieldAccess = ({ req }) => roleOf(req.user) === 'admin'

/**
 * Cockpit accounts. Failed sign-ins are limited per network, per account and network, and per account from networks
 * it never signed in from (docs/decisions/020-sign-in-policy.md); Payload's own lock, which five strangers could
 * close on the owner (and which said "locked" for real accounts only), is off.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Secure on an https BASE_URL, so that the session never travels in the clear; Payload adds Path=/ and no Domain
    // (host-only). Not `__Host-` by name: Payload names every cookie of its own `${cookiePrefix}-…`, the theme and
    // language ones too, which it sets without Secure (the theme from the browser's script), and a browser refuses a
    // `__Host-` cookie without it: the cockpit would forget both. On plain http (development) no Secure: a browser
    // would not keep such a cookie from an http answer.
    cookies: { sameSite: 'Lax', secure: new URL(env.baseUrl).protocol === 'https:' },
  },
  endpoints: [
    forgotPasswordEndpoint,
    // The second step of a sign-in, and setting up second factors (docs/decisions/063-second-factor.md).
    secondStepEndpoint,
    passkeySignInOptionsEndpoint,
    ...secondFactorSetUpEndpoints,
  ],
  access: {
    admin: ({ req }) => roleOf(req.user) !== null,
    read: readAccounts,
    create: mayOrRefuse('manage_accounts'),
    update: adminOrSelf,
    delete: mayOrRefuse('manage_accounts'),
  },
  hooks: {
    beforeOperation: [throttleSignIn, markPasswordReset, compareResetTokenDigest, refuseRoleChanges],
    // No session for a person with a second factor until the second step passes (docs/decisions/063-second-factor.md).
    beforeLogin: [holdForSecondFactor],
    afterLogin: [recordSignIn],
    beforeChange: [makeFirstUserAdmin, storeResetTokenDigest],
    afterChange: [recordRoleChanges],
    afterDelete: [revokeGrantsOfDeletedUser],
  },
  fields: [
    text255('name'),
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: onlyAdmins, update: onlyAdmins },
    },
    ...notificationEmailFields,
  ],
}
