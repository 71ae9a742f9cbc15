/**
 * The four roles at Payload's local API (docs/decisions/060-four-roles.md), and the staff audit trail that records
 * the steps people take (src/content/auditEvents/staffActions.ts).
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordStaffAction } from '../../src/content/auditEvents/staffActions'
import type { User } from '../../src/content/payload-types'
import { startLocalPayload, type LocalPayload } from '../helpers/localPayload'

let local: LocalPayload
let payload: Payload
const people = {} as Record<'contributor' | 'author' | 'editor' | 'admin', User>

beforeAll(async () => {
  local = await startLocalPayload()
  payload = local.payload
  for (const role of ['admin', 'editor', 'author', 'contributor'] as const)
    people[role] = await payload.create({
      collection: 'users',
      data: { email: `${role}@roles.example`, password: 'a long enough password', role } as never,
    })
})

afterAll(async () => {
  await local?.close()
})

const asUser = (user: User) => ({ ...user, collection: 'users' as const })

describe('the staff audit trail', () => {
  it("records a step with the signed-in person as its actor, kept or dropped with the step's transaction", async () => {
    const kept = await createLocalReq({ user: asUser(people.editor) }, payload)
    await initTransaction(kept)
    await recordStaffAction(kept, {
      action: 'test_kept',
      targetCollection: 'users',
      targetId: people.author.id,
      summary: 'A step that is kept.',
    })
    await commitTransaction(kept)
    const dropped = await createLocalReq({ user: asUser(people.editor) }, payload)
    await initTransaction(dropped)
    await recordStaffAction(dropped, {
      action: 'test_dropped',
      targetCollection: 'users',
      targetId: people.author.id,
      summary: 'A step that is rolled back.',
    })
    await killTransaction(dropped)

    const rows = await local.sql(
      `SELECT actor_id, action, target_collection, target_id, summary FROM staff_audit_events WHERE action LIKE 'test_%'`,
    )
    expect(rows).toEqual([
      {
        actor_id: people.editor.id,
        action: 'test_kept',
        target_collection: 'users',
        target_id: String(people.author.id),
        summary: 'A step that is kept.',
      },
    ])
  })

  it('is read by editors and admins, and written by nobody through the API', async () => {
    const read = (user: User) =>
      payload.find({ collection: 'staff-audit-events', user: asUser(user), overrideAccess: false, depth: 0 })
    expect((await read(people.admin)).totalDocs).toBeGreaterThan(0)
    expect((await read(people.editor)).totalDocs).toBeGreaterThan(0)
    await expect(read(people.author)).rejects.toMatchObject({ status: 403 })
    await expect(read(people.contributor)).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'staff-audit-events',
        data: { action: 'forged', target_collection: 'users', target_id: '1', summary: 'Forged.' },
        user: asUser(people.admin),
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
