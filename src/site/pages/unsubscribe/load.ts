/** The unsubscribe page (`/subscribe/unsubscribe?token=…`, or `?result=…` after its POST): whom the token names. */
import type { Payload } from 'payload'

import { findUnsubscribeTarget, type UnsubscribeTarget } from '../../../newsletter/subscriptions'
import { singleParam } from '../../singleParam'
import type { SearchParams } from '../../sitePage'

export interface UnsubscribePage {
  token: string | undefined
  result: string | undefined
  /** Null for a token that names nobody, and when the page shows a POST's result instead. */
  target: UnsubscribeTarget | null
}

export async function loadUnsubscribePage(payload: Payload, search: SearchParams): Promise<UnsubscribePage> {
  const token = singleParam(search.token)
  const result = singleParam(search.result, 40)
  const target = token && !result ? await findUnsubscribeTarget(payload, token) : null
  return { token, result, target }
}
