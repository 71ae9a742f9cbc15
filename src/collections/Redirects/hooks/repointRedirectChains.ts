import type { CollectionAfterChangeHook } from 'payload'

import type { Redirect } from '../../../content/payload-types'
import { repointRedirects } from '../../../content/redirects/redirectWrite'

/** The redirects that pointed at this one's `from` now point at its target, so none chains through it. */
export const repointRedirectChains: CollectionAfterChangeHook<Redirect> = async ({ doc, req }) => {
  await repointRedirects(req, doc.from, doc.to)
  return doc
}
