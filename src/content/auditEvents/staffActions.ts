/**
 * The staff audit trail's one write (src/collections/StaffAuditEvents/index.ts): a step a person took, recorded with
 * the signed-in person as its actor, in the step's own transaction (`req`), so that the step and its record are
 * kept or dropped together.
 */
import type { PayloadRequest } from 'payload'

export interface StaffAction {
  /** What was done, a short stable name: `role_changed`, `totp_set_up`, `review_submitted`, … */
  action: string
  /** The collection of the item it was done to (`users`, `articles`, …). */
  targetCollection: string
  targetId: number | string
  /** One sentence a person reads in the cockpit: "Role of ann@example.com changed from editor to author." */
  summary: string
}

const MAX_SUMMARY_LENGTH = 2000

/** The actor of a request: a cockpit account, or nobody (a step the server took, or a token's). */
function actorOf(req: PayloadRequest): number | null {
  const user = req.user as { collection?: string; id?: unknown } | null | undefined
  return user?.collection === 'users' && typeof user.id === 'number' ? user.id : null
}

export async function recordStaffAction(req: PayloadRequest, action: StaffAction): Promise<void> {
  await req.payload.create({
    req,
    collection: 'staff-audit-events',
    data: {
      actor: actorOf(req),
      action: action.action,
      target_collection: action.targetCollection,
      target_id: String(action.targetId),
      summary: action.summary.slice(0, MAX_SUMMARY_LENGTH),
    },
    overrideAccess: true,
    depth: 0,
  })
}
