import type { CollectionBeforeChangeHook } from 'payload'

import type { Redirect } from '../../../content/payload-types'
import { settledTarget } from '../../../content/redirects/redirectWrite'
import { redirectFieldErrors } from './redirectFieldErrors'

/** Points the redirect past any redirect at its target (no chains), and refuses a loop or a live page's `from`. */
export const settleRedirectTarget: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  const from = data.from ?? originalDoc?.from
  const to = data.to ?? originalDoc?.to
  if (typeof from !== 'string' || typeof to !== 'string') return data
  try {
    return { ...data, to: await settledTarget(req, from, to, originalDoc?.id) }
  } catch (error) {
    throw redirectFieldErrors(error)
  }
}
