/**
 * GET /cms-api/subscribers/export: the confirmed subscribers as CSV, with the consent evidence of each, for admins
 * signed in to the cockpit (the "Export confirmed (CSV)" link above the list; editors may not read subscribers,
 * docs/decisions/022). Streamed in pages of ids, so a long list never sits in memory whole.
 */
import type { PayloadHandler } from 'payload'

import { roleOf } from '../../../content/access/roles'
import { confirmedSubscribersAfter } from '../../../content/subscribers/subscriberReads'
import { csvDownload } from '../../../ground/lib/csv'

const PAGE = 1000

const HEADER = ['email', 'confirmed_at', 'confirmed_ip', 'consent_source', 'requested_at', 'requested_ip']

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null)

export const exportConfirmedSubscribers: PayloadHandler = async (req) => {
  const role = roleOf(req.user)
  if (role === null) {
    return Response.json(
      { errors: [{ message: 'Sign in to the cockpit to export subscribers.' }] },
      { status: 401, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  if (role !== 'admin') {
    return Response.json(
      { errors: [{ message: 'Only admins may export subscribers.' }] },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  return csvDownload(
    `pmsnews-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
    HEADER,
    async (after) => {
      const rows = await confirmedSubscribersAfter(req.payload, after, PAGE)
      return rows.map((row) => ({
        id: row.id,
        fields: [
          row.email,
          iso(row.confirmed_at),
          row.confirmed_ip,
          row.consent_source,
          iso(row.requested_at),
          row.requested_ip,
        ],
      }))
    },
    PAGE,
  )
}
