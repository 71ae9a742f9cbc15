/**
 * Who may open an article in the cockpit — read it whole with its editorial notes and work on it
 * (docs/decisions/061-review-notes-assignments.md): an editor or an admin any article; a contributor or an author
 * the articles they write (`created_by`, ./articleOwner.ts), as the articles' and the notes' access have it
 * (./articleAccess.ts, ../articleNotes/noteAccess.ts). An assignment or a mention names only such people: being told
 * of an article one cannot open would tell its title and leave nothing to do.
 */
import type { PayloadRequest } from 'payload'

import { isRole, roleReaches } from './roles'

interface Person {
  id: number
  role?: unknown
}

/** Whether `person` opens an article whose writer is `writerId`. */
function opensArticle(person: Person, writerId: number | null): boolean {
  if (!isRole(person.role)) return false
  return roleReaches(person.role, 'editor') || person.id === writerId
}

/** Of `ids`, the people who open an article whose writer is `writerId`, in the order given. */
export async function whoOpensArticle(req: PayloadRequest, ids: number[], writerId: number | null): Promise<number[]> {
  if (ids.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { role: true },
    req,
  })
  const opening = new Set(docs.filter((person) => opensArticle(person, writerId)).map((person) => person.id))
  return ids.filter((id) => opening.has(id))
}
