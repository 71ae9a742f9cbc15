/** The preferences page (`/subscribe/preferences?token=…`): the subscriber the mail's token names, and what they chose. */
import type { Payload } from 'payload'

import { followablePmses, type FollowablePms } from '../../../../content/subscribers/followablePmses'
import { preferencesOf, type SubscriberPreferences } from '../../../../content/subscribers/subscriberChoices'
import { findSubscriberByToken, preferencesKey, unsubscribeKey } from '../../../newsletter/subscriptions'
import { subscriberToken } from '../../../newsletter/tokens'
import { newsletterQuery } from '../../newsletterQuery'
import { singleParam } from '../../singleParam'
import type { SearchParams } from '../../sitePage'

export interface PreferencesPage {
  token: string | undefined
  result: string | undefined
  /** Null for a token that names nobody. */
  subscriber: SubscriberPreferences | null
  /** The subscriber's unsubscribe token, for the page's own unsubscribe link. */
  unsubscribeToken: string | null
  pmses: FollowablePms[]
  /** Slugs a "Follow" request asked for (the link in a preferences mail): ticked, waiting to be saved. */
  requested: string[]
}

export async function loadPreferencesPage(payload: Payload, search: SearchParams): Promise<PreferencesPage> {
  const { token, result } = newsletterQuery(search)
  const target = token ? await findSubscriberByToken(payload, preferencesKey(), token) : null
  const [subscriber, pmses] = target
    ? await Promise.all([preferencesOf(payload, target.id), followablePmses(payload)])
    : [null, []]
  const requested = (singleParam(search.follow, 500) ?? '')
    .split(',')
    .filter((slug) => pmses.some((pms) => pms.slug === slug))
  return {
    token,
    result,
    subscriber,
    unsubscribeToken: subscriber ? subscriberToken(unsubscribeKey(), subscriber.id, subscriber.email) : null,
    pmses,
    requested,
  }
}
