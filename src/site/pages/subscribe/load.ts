/** The newsletter's page (`/subscribe`): the outcome of the form's last post, as its answer's redirect says it. */
import { absolute, subscribePath } from '../../paths'
import { singleParam } from '../../singleParam'
import type { SearchParams } from '../../sitePage'

export interface SubscribePage {
  url: string
  /** src/newsletter/subscribeAnswer.ts's `result`, and `retry_after` (seconds) with `too-many-requests`. */
  result: string | undefined
  retryAfter: string | undefined
}

export function loadSubscribePage(search: SearchParams, baseUrl: string): SubscribePage {
  return { url: absolute(baseUrl, subscribePath), result: singleParam(search.result, 40), retryAfter: singleParam(search.retry_after, 10) }
}
