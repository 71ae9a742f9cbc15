/**
 * An imported post's old addresses (its permalink, WordPress's `/?p=ID`, Ghost's `/slug/`) as redirects to its new
 * page. The old paths are kept in the ledger (./importedItems.ts) whatever happens here.
 */
import type { PayloadRequest } from 'payload'

export async function recordImportRedirects(_req: PayloadRequest, _from: string[], _to: string): Promise<void> {}
