/** Prunes a document's history to its newest versions after each update (src/ground/db/pruneVersions.ts says why not Payload's maxPerDoc). */
import type { CollectionAfterChangeHook } from 'payload'

import type { Article, Pmse } from '../content/payload-types'

import { pruneVersions } from '../ground/db/pruneVersions'

export const keepRecentVersions =
  (versionsTable: '_articles_v' | '_pmses_v'): CollectionAfterChangeHook<Article | Pmse> =>
  async ({ doc, operation, req }) => {
    if (operation === 'update') await pruneVersions(req, versionsTable, doc.id)
    return doc
  }
