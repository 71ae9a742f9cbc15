/**
 * The status rule (./statusChanges.ts) as the parts of a statement: where a change may start from (WHERE), where it
 * moves to and what leaving clears (SET). The statuses are our own constants, written as literals so that each
 * statement keeps one text and one plan.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { leavingFields, STATUS_CHANGES, type StatusChange } from './statusChanges'

/** `status IN (…)`: the statuses `change` may move a subscriber from. */
export const mayLeaveStatus = (change: StatusChange): SQL =>
  sql.raw(`status IN (${STATUS_CHANGES[change].from.map((status) => `'${status}'`).join(', ')})`)

/** `status = '…'`: where `change` moves a subscriber. */
export const movesStatus = (change: StatusChange): SQL => sql.raw(`status = '${STATUS_CHANGES[change].to}'`)

/** The columns leaving the list sets (`leavingFields`), as a SET list. */
export const leavingColumns = (via: 'one-click' | 'cockpit'): SQL =>
  sql.join(
    Object.entries(leavingFields(via)).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  )
