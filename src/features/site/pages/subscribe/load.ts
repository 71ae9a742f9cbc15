/** The newsletter's page (`/subscribe`): the outcome of the form's last post, as its answer's redirect says it. */
import type { Payload } from 'payload'

import { env } from '../../../../ground/env'
import { followablePmses } from '../../../../content/subscribers/followablePmses'
import type { FollowOption } from '../../components/SubscribeForm'
import { absolute, subscribePath } from '../../../../ground/paths'
import { singleParam } from '../../singleParam'
import type { SearchParams } from '../../sitePage'

export interface SubscribePage {
  url: string
  /** src/features/newsletter/subscribeAnswer.ts's `result`, and `retry_after` (seconds) with `too-many-requests`. */
  result: string | undefined
  retryAfter: string | undefined
  /** PMSes one may follow. */
  pmses: FollowOption[]
  /** When weekly digests go (NEWSLETTER_DIGEST_WEEKDAY), capitalised. */
  weekday: string
  /** Whether digests go at all (NEWSLETTER_DIGEST_HOUR is not `off`). */
  digestsScheduled: boolean
}

export async function loadSubscribePage(
  payload: Payload,
  search: SearchParams,
  baseUrl: string,
): Promise<SubscribePage> {
  const pmses = await followablePmses(payload)
  return {
    url: absolute(baseUrl, subscribePath),
    result: singleParam(search.result, 40),
    retryAfter: singleParam(search.retry_after, 10),
    pmses: pmses.map(({ slug, name }) => ({ slug, name })),
    weekday: env.NEWSLETTER_DIGEST_WEEKDAY.charAt(0).toUpperCase() + env.NEWSLETTER_DIGEST_WEEKDAY.slice(1),
    digestsScheduled: env.NEWSLETTER_DIGEST_HOUR !== 'off',
  }
}
