/**
 * `POST /subscribe/preferences?token=…` (src/proxy.ts routes it here): the preferences page's form
 * (docs/decisions/036-newsletter-delivery.md). The token is the signed preferences link from a mail; the form holds
 * the whole choice (an unticked PMS is unfollowed). Answers 303 to the page, which says how it went.
 */
import type { Payload } from 'payload'

import { followedPmsIds } from '../content/subscribers/followablePmses'
import { savePreferences } from '../content/subscribers/subscriberChoices'
import { AppError } from '../ground/errors/AppError'
import { readSmallForm } from '../ground/http/readSmallForm'
import { findSubscriberByToken, preferencesKey } from '../features/newsletter/subscriptions'
import { preferencesPath, withToken } from '../ground/paths'

const PMS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

export async function POST(request: Request, payload: Payload): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const back = (result: string) => seeOther(`${withToken(preferencesPath, token)}&result=${result}`)
  const subscriber = await findSubscriberByToken(payload, preferencesKey(), token)
  if (!subscriber) return seeOther(`${preferencesPath}?result=invalid`)
  const form = await readSmallForm(request).catch(() => null)
  if (!form || form.get('choices') !== 'all' || subscriber.status !== 'confirmed') return back('unchanged')
  const follow = form.getAll('follow').map(String)
  if (!follow.every((slug) => PMS_SLUG.test(slug))) return back('unknown-pms')
  try {
    const followIds = await followedPmsIds(payload, [...new Set(follow)])
    await savePreferences(payload, subscriber.id, {
      digest: form.get('digest') === 'daily' ? 'daily' : 'weekly',
      onlyFollowed: form.get('only_followed') === 'on',
      followIds,
    })
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return back('unknown-pms')
    throw error
  }
  return back('saved')
}
