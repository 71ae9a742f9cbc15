import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { pmsDependants } from '../content/pmses/pmsDependants'
import type { Pmse } from '../content/payload-types'

/** Refused with 409; its message is public. */
class PmsStillNamed extends APIError {
  constructor(dependants: string) {
    super(
      `This PMS profile cannot go to the trash: ${dependants} still name it. Move them to another PMS, or to the trash, first.`,
      409,
      undefined,
      true,
    )
    // Payload's REST answers an error without a name as "An unknown error occurred."; the production build's
    // minifier leaves Payload's error classes nameless, so the name is set by hand (as SecondStepRefused does).
    this.name = 'PmsStillNamed'
  }
}

/**
 * A PMS profile goes to the trash only once no article or PR link out of the trash names it
 * (docs/decisions/066-trash.md): trashing it would silently take every article of it off the site, and its purge
 * could not delete a record they still need. Refused with 409, naming what still needs it; nothing changes.
 */
export const refuseTrashingNamedPms: CollectionBeforeChangeHook<Pmse> = async ({ data, originalDoc, req }) => {
  if (!data.deletedAt || originalDoc?.deletedAt || originalDoc?.id === undefined) return data
  const { articles, prLinks } = await pmsDependants(req, originalDoc.id)
  if (articles === 0 && prLinks === 0) return data
  const named = [
    articles > 0 ? `${articles} ${articles === 1 ? 'article' : 'articles'}` : null,
    prLinks > 0 ? `${prLinks} ${prLinks === 1 ? 'PR link' : 'PR links'}` : null,
  ].filter(Boolean)
  throw new PmsStillNamed(named.join(' and '))
}
