/** `POST /subscribe` (src/proxy.ts routes it here): the newsletter sign-up (docs/decisions/013). */
import type { Payload } from 'payload'

import { followedPmsIds } from '../content/subscribers/followablePmses'
import { env } from '../ground/env'
import { AppError } from '../ground/errors/AppError'
import { clientAddressOf } from '../ground/http/client/clientIp'
import { handleApiErrors } from '../ground/http/handleApiErrors'
import { blockedDomainMatcher } from '../features/newsletter/blockedDomains'
import { type FormResult, formResultUrl, SUBSCRIPTION_RECORDED } from '../features/newsletter/subscribeAnswer'
import { subscribeLimitsOf } from '../features/newsletter/subscribeLimits'
import { readSubscriptionRequest } from '../features/newsletter/subscriptionRequest'
import { recordSubscriptionRequest } from '../features/newsletter/subscriptions'

const isBlocked = blockedDomainMatcher(env.SUBSCRIBE_BLOCKED_DOMAINS)

const blockedDomain = () =>
  new AppError({
    code: 'blocked_domain',
    status: 422,
    title: 'The address cannot subscribe',
    detail: 'Addresses at this mail domain cannot subscribe.',
    errors: [{ field: 'email', message: 'is at a mail domain that cannot subscribe' }],
  })

const formResultOf = (error: AppError): FormResult =>
  error.status === 429 ? 'too-many-requests' : error.code === 'blocked_domain' ? 'blocked-domain' : 'invalid-email'

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * POST /subscribe (src/proxy.ts routes it here): double opt-in (docs/decisions/013-newsletter.md). JSON clients get
 * 200 with one body for every address, or a problem+json; the site's form gets a 303 to the /subscribe page, which
 * says how it went. A filled honeypot is answered like a success and records nothing.
 */
export async function POST(request: Request, payload: Payload): Promise<Response> {
  const fromForm = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('application/x-www-form-urlencoded')
  return handleApiErrors(async () => {
    try {
      const subscription = await readSubscriptionRequest(request)
      if (!subscription.isBot) {
        if (isBlocked(subscription.email)) throw blockedDomain()
        const { follow, ...choices } = subscription.choices
        const followIds = follow === undefined ? undefined : await followedPmsIds(payload, follow)
        await subscribeLimitsOf(payload).consume(clientAddressOf(request), subscription.email)
        await recordSubscriptionRequest(payload, {
          email: subscription.email,
          source: subscription.source,
          requestedIp: clientAddressOf(request),
          ...choices,
          ...(followIds === undefined ? {} : { followIds }),
          followSlugs: follow,
        })
      }
      if (fromForm) return seeOther(formResultUrl('check-inbox'))
      return Response.json(SUBSCRIPTION_RECORDED, { headers: { 'Cache-Control': 'no-store' } })
    } catch (error) {
      if (fromForm && error instanceof AppError && error.status < 500)
        return seeOther(formResultUrl(formResultOf(error), error.headers['Retry-After']))
      throw error
    }
  })
}
