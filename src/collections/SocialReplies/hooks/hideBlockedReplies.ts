import type { CollectionAfterChangeHook } from 'payload'

import type { SocialBlock } from '../../../content/payload-types'
import { announceContentChangeFrom } from '../../../features/contentChanges/announceContentChange'
import { type RowsOf, tagsOfArticlePages } from '../../../features/contentChanges/changeTags'
import { queryInRequest } from '../../../ground/db/adapter'
import { hideBlocked } from '../../../content/socialReplies/socialReplies'

/**
 * A block made in the cockpit hides, in its own transaction, what the account or server had sent; the pages that
 * showed one of those replies are announced as changed, so that no cache keeps them.
 */
export const hideBlockedReplies: CollectionAfterChangeHook<SocialBlock> = async ({ doc, req }) => {
  const articleIds = await hideBlocked(req, doc.kind, doc.target)
  if (articleIds.length > 0) {
    const rowsOf: RowsOf = (query) => queryInRequest(req, query)
    await announceContentChangeFrom({ execute: rowsOf }, await tagsOfArticlePages(rowsOf, articleIds))
  }
  return doc
}
