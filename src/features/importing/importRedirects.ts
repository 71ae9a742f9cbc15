/**
 * An imported post's old addresses as redirects to its new page (`recordRedirect`, src/content/redirects/
 * redirectWrite.ts: chains collapsed, loops refused), in the post's transaction. A redirect answers a path whatever its
 * query (docs/decisions/064-redirects.md), so WordPress's `/?p=ID` cannot be one: it would be the home page's. Such
 * addresses stay in the ledger (./importedItems.ts, `old_paths`), and one that the redirects refuse (a path a public
 * page has) is told as a warning; neither stops the post.
 */
import type { PayloadRequest } from 'payload'

import { recordRedirect } from '../../content/redirects/redirectWrite'
import { AppError } from '../../ground/errors/AppError'

export async function recordImportRedirects(req: PayloadRequest, from: string[], to: string): Promise<string[]> {
  const warnings: string[] = []
  for (const path of from) {
    if (path.includes('?')) continue
    if (path.replace(/\/+$/, '') === to) continue
    try {
      await recordRedirect(req, { from: path, to, origin: 'import' })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const reason = error.errors?.map((entry) => entry.message).join('; ') || error.message
      warnings.push(`the old address ${path} is not redirected: ${reason}`)
    }
  }
  return warnings
}
