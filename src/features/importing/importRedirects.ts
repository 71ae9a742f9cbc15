/**
 * An imported post's old addresses as redirects to its new page, in the post's transaction, set-wise
 * (`recordRedirectsTo`, src/content/redirects/redirectWrite.ts: chains collapsed, loops refused, a few statements per
 * post whatever its number of addresses): its permalink, Ghost's `/slug/`, and WordPress's `/?p=ID`, the one query
 * form a redirect may be from (docs/decisions/064-redirects.md). Another address with a query (a permalink of the old
 * site's `?page_id=` kind) cannot be one and stays in the ledger (./importedItems.ts, `old_paths`); one the redirects
 * refuse (a path a public page has) is told as a warning; neither stops the post. The change is announced as the
 * collection's own hooks announce one, so that every process's map of redirects reads it once committed.
 */
import type { PayloadRequest } from 'payload'

import { postIdAddressOf } from '../../content/redirects/redirectPaths'
import { recordRedirectsTo } from '../../content/redirects/redirectWrite'
import { queryInRequest } from '../../ground/db/adapter'
import { announceContentChangeFrom } from '../contentChanges/announceContentChange'
import { tagsOfChange } from '../contentChanges/changeTags'

export async function recordImportRedirects(req: PayloadRequest, from: string[], to: string): Promise<string[]> {
  const addresses = from.filter((path) => !path.includes('?') || postIdAddressOf(path) !== null)
  const { recorded, refused } = await recordRedirectsTo(req, { from: addresses, to, origin: 'import' })
  if (recorded.length > 0) {
    const rowsOf = (query: Parameters<typeof queryInRequest>[1]) => queryInRequest(req, query)
    const tags = await Promise.all(recorded.map((path) => tagsOfChange(rowsOf, 'redirects', undefined, { from: path })))
    await announceContentChangeFrom({ execute: rowsOf }, new Set(tags.flat()))
  }
  return refused.map((entry) => `the old address ${entry.from} is not redirected: ${entry.problem}`)
}
