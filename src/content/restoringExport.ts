/**
 * A write that restores a record from the full export (`import:pms-news`, docs/decisions/067-full-export.md): the
 * record was published on the site it came from, so what publishing tells the world once (the social post) is not
 * told again; the rest of publishing's work (summary, embedding, related articles) runs as for an edit.
 */
import type { PayloadRequest, RequestContext } from 'payload'

const RESTORING = 'restoringExport'

export const restoringExport: RequestContext = { [RESTORING]: true }

export const isRestoringExport = (req: PayloadRequest) => req.context[RESTORING] === true
