import type { TypedUser } from 'payload'

import { may, roleOf } from '../../content/access/roles'

/**
 * "Download export" in the cockpit's navigation, for admins only: the whole site as a .tar.gz
 * (GET /cms-api/site-export, docs/export-format.md).
 */
export function SiteExportNavLink({ user }: { user?: TypedUser | null }) {
  if (!may(roleOf(user), 'export_site')) return null
  return (
    <a
      className="nav__link"
      href="/cms-api/site-export"
      download
      style={{ display: 'block', padding: '0.25rem 0' }}
      title="Every article, PMS, comparison, glossary term, PR link, author, category and image, as markdown and files"
    >
      Download export
    </a>
  )
}
