import type { GlobalConfig } from 'payload'

import { isAdmin } from '../content/access/isAdmin'
import { ROLE_LABELS, ROLES } from '../content/access/roles'

/**
 * The site's security settings, for admins only: which roles must sign in with a second factor
 * (docs/decisions/063-second-factor.md). A person of such a role without one sets one up at their next sign-in,
 * before the cockpit opens; sessions already open run out on their own (8 hours at most).
 */
export const SecuritySettings: GlobalConfig = {
  slug: 'security-settings',
  label: 'Security settings',
  admin: { group: 'Settings' },
  access: { read: isAdmin, update: isAdmin, readVersions: isAdmin },
  fields: [
    {
      name: 'secondFactorRequiredFor',
      label: 'Require a second factor (authenticator app or passkey) for',
      type: 'group',
      fields: ROLES.map((role) => ({
        name: role,
        label: `${ROLE_LABELS[role]}s`,
        type: 'checkbox' as const,
        defaultValue: false,
      })),
    },
  ],
}
