import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { pmsDependants } from '../content/pmses/pmsDependants'
import type { Pmse } from '../content/payload-types'

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
  throw new APIError(
    `This PMS profile cannot go to the trash: ${named.join(' and ')} still name it. Move them to another PMS, or to the trash, first.`,
    409,
    undefined,
    // Public: its message is the answer (src/hooks/keepPublicMessages.ts).
    true,
  )
}
