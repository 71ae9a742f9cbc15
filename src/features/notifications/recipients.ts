/**
 * Who is told of an editorial event (issue 61): every editor and admin when an article waits for review, its writer
 * when it is sent back or published, each person a note names, and the person an article is assigned to. Nobody is
 * told of their own step: the actor is left out whatever the kind.
 */
import { may, ROLES, type Role } from '../../content/access/roles'
import type { EditorialEvent } from './events'

/** The people to tell: everyone holding one of `roles`, or the accounts `ids`; never `except` (the actor). */
export type Recipients = { roles: Role[]; except: number | null } | { ids: number[]; except: number | null }

/** The roles that review: those who may publish, schedule or send back what others submitted. */
const REVIEWING_ROLES: Role[] = ROLES.filter((role) => may(role, 'review'))

const people = (ids: Array<number | null>, except: number | null): Recipients => ({
  ids: [...new Set(ids.filter((id): id is number => Number.isInteger(id) && id !== except))],
  except,
})

export function recipientsOf(event: EditorialEvent): Recipients {
  switch (event.kind) {
    case 'submitted_for_review':
      return { roles: REVIEWING_ROLES, except: event.actorId }
    case 'sent_back':
    case 'published':
      return people([event.writerId], event.actorId)
    case 'mentioned':
      return people(event.mentionedIds, event.actorId)
    case 'assigned':
      return people([event.assigneeId], event.actorId)
  }
}
