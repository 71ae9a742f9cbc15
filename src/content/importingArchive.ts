/**
 * A write that brings in a post another site published before (the importers, docs/decisions/065-importers.md): the
 * post is news to nobody, so nothing announces it — no social post, no `Create` to the social web's followers, no
 * WebSub ping, no mail — while everything the site derives from an article (its search text, summary, embedding and
 * related articles, the page caches and sitemaps it changes) still happens. Set on the write's request
 * (src/content/writeTransaction.ts, `beginWrite`); the article's publishing hook (src/hooks/queuePublishing.ts) reads
 * it and queues the `imported` reason instead of a publication or an edit.
 */
import type { PayloadRequest, RequestContext } from 'payload'

const IMPORTING = 'importingArchive'

export const importingArchive: RequestContext = { [IMPORTING]: true }

export const isImportingArchive = (req: PayloadRequest) => req.context[IMPORTING] === true
