/**
 * Who a note names with `@` (docs/decisions/061-review-notes-assignments.md): a person of the staff by the part of
 * their address before the `@` (`@ann` for ann@example.com), by their name written without spaces (`@AnnLee`), or
 * by their first name when no one else of the staff has it and no address or name is written so (`@Ann`). Case does not matter; an `@` inside an address
 * (ann@example.com) names no one.
 */
import type { PayloadRequest } from 'payload'

export interface StaffMember {
  id: number
  email: string
  name?: string | null
}

/** `@` at the start or after a space or an opening mark, then the handle. */
const MENTION = /(?:^|[\s(["'])@([\p{L}\p{N}][\p{L}\p{N}._-]*)/gu

const fold = (text: string) => text.normalize('NFKC').toLowerCase()

/** The ids of the staff members `body` names, each once, in the order first named. */
export function mentionedIn(body: string, staff: StaffMember[]): number[] {
  // An address or a whole name first; a first name only where neither names anyone.
  const strong = new Map<string, number | null>()
  const firstNames = new Map<string, number | null>()
  const add = (handles: Map<string, number | null>, handle: string, id: number) => {
    const known = handles.get(handle)
    // A handle two people share names neither.
    handles.set(handle, known === undefined || known === id ? id : null)
  }
  for (const person of staff) {
    add(strong, fold(person.email.split('@')[0]!), person.id)
    const name = person.name?.trim()
    if (name) {
      add(strong, fold(name.replace(/\s+/g, '')), person.id)
      add(firstNames, fold(name.split(/\s+/)[0]!), person.id)
    }
  }
  const found: number[] = []
  for (const match of body.matchAll(MENTION)) {
    // A sentence's full stop or comma after a name is not part of it.
    const handle = fold(match[1]!.replace(/[._-]+$/, ''))
    const id = strong.has(handle) ? strong.get(handle) : firstNames.get(handle)
    if (typeof id === 'number' && !found.includes(id)) found.push(id)
  }
  return found
}

/** Every cockpit account, by id, address and name: whom a note may name. Read past access, by the server. */
export async function staffMembers(req: PayloadRequest): Promise<StaffMember[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { email: true, name: true },
    req,
  })
  return docs as StaffMember[]
}
