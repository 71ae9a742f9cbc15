/**
 * Whether a role must have a second factor: the admins' choice in the cockpit's Security settings (the Payload
 * global `security-settings`, src/collections/SecuritySettings.ts). Read at each sign-in, so a change applies to the
 * next one.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Role } from '../../content/access/roles'
import { queryInRequest } from '../../ground/db/adapter'

export async function secondFactorRequiredFor(req: PayloadRequest, role: Role | null): Promise<boolean> {
  if (role === null) return false
  const [row] = await queryInRequest<Record<string, boolean | null>>(
    req,
    sql`SELECT second_factor_required_for_contributor AS contributor, second_factor_required_for_author AS author,
               second_factor_required_for_editor AS editor, second_factor_required_for_admin AS admin
        FROM security_settings ORDER BY id LIMIT 1`,
  )
  return row?.[role] === true
}
