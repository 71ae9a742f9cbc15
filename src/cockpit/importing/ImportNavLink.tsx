import type { TypedUser } from 'payload'

import { may, roleOf } from '../../content/access/roles'

/** "Import" in the cockpit's navigation, for admins only: WordPress and Ghost exports (docs/decisions/068). */
export function ImportNavLink({ user }: { user?: TypedUser | null }) {
  if (!may(roleOf(user), 'import_content')) return null
  return (
    <a className="nav__link" href="/cockpit/import" style={{ display: 'block', padding: '0.25rem 0' }}>
      Import
    </a>
  )
}
