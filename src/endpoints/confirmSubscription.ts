/** `POST /subscribe/confirm` (src/proxy.ts routes it here): the double opt-in's confirmation (docs/decisions/013). */
import type { Payload } from 'payload'

import { clientAddressOf } from '../ground/http/client/clientIp'
import { readSmallForm } from '../ground/http/readSmallForm'
import { confirmSubscription } from '../features/newsletter/subscriptions'

const MAX_TOKEN_LENGTH = 200

/**
 * POST /subscribe/confirm (src/proxy.ts routes it here): the button on the confirmation page, with the token from
 * the mail's link in its form body. Confirming on a button press, not on opening the link, keeps mail scanners
 * that open every link from confirming for the reader. Answers 303 to the page, which says how it went.
 */
export async function POST(request: Request, payload: Payload): Promise<Response> {
  let token = ''
  try {
    const value = (await readSmallForm(request))?.get('token')
    if (typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH) token = value
  } catch {
    // Not a form, or too large for one: no token, so the link is invalid.
  }
  const result = token ? await confirmSubscription(payload, token, clientAddressOf(request)) : 'invalid'
  return new Response(null, {
    status: 303,
    headers: { Location: `/subscribe/confirm?result=${result}`, 'Cache-Control': 'no-store' },
  })
}
