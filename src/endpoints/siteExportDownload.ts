/**
 * GET /cms-api/site-export: the full export (docs/export-format.md) as one `.tar.gz`, for admins only (ADR 060's
 * `export_site`; docs/decisions/067-full-export.md). It only reads: the cockpit's link is a plain download. Nobody
 * signed in is answered 401, any other role 403, both as problem+json naming what is missing.
 */
import type { Endpoint } from 'payload'

import { may, roleLacks, roleOf } from '../content/access/roles'
import { unauthorized } from '../ground/errors/AppError'
import { problemResponse } from '../ground/errors/problem'
import { env } from '../ground/env'
import { exportArchive } from '../features/siteExport/exportArchive'

const SITE_EXPORT_PATH = '/site-export'

export const siteExportDownload: Endpoint = {
  path: SITE_EXPORT_PATH,
  method: 'get',
  handler: async (req) => {
    try {
      const role = roleOf(req.user)
      if (role === null) throw unauthorized('Sign in to the cockpit as an admin to download the export.')
      if (!may(role, 'export_site')) throw roleLacks(role, 'export_site')
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
      return new Response(await exportArchive(req.payload), {
        headers: {
          'Content-Type': 'application/gzip',
          'Content-Disposition': `attachment; filename="pms-news-export-${stamp}.tar.gz"`,
          'Cache-Control': 'no-store',
        },
      })
    } catch (error) {
      return problemResponse(error, env.baseUrl)
    }
  },
}
