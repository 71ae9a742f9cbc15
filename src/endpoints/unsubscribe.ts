/** `POST /subscribe/unsubscribe` (src/proxy.ts routes it here): one-click unsubscribe (RFC 8058, docs/decisions/013). */
import type { Payload } from 'payload'

import { env } from '../ground/env'
import { AppError } from '../ground/errors/AppError'
import { problemResponse } from '../ground/errors/problem'
import { readSmallForm } from '../ground/http/readSmallForm'
import { unsubscribeByToken } from '../features/newsletter/subscriptions'

/** A browser's form post (the button on the page), as opposed to a mail program's one-click request. */
const isBrowserNavigation = (request: Request) =>
  request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')

const badRequest = (detail: string) =>
  problemResponse(
    new AppError({ code: 'invalid_unsubscribe', status: 400, title: 'Not an unsubscribe request', detail }),
    env.baseUrl,
  )

async function isOneClickBody(request: Request): Promise<boolean> {
  try {
    return (await readSmallForm(request))?.get('List-Unsubscribe') === 'One-Click'
  } catch {
    return false
  }
}

/**
 * POST /subscribe/unsubscribe?token=… (src/proxy.ts routes it here): RFC 8058 one-click unsubscription, the POST a
 * mail program sends to the List-Unsubscribe URL with the body `List-Unsubscribe=One-Click`, and the same POST
 * from the button on the page. No further step; doing it twice is harmless. A mail program gets 200, a browser a
 * 303 to the page.
 */
export async function POST(request: Request, payload: Payload): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!(await isOneClickBody(request))) return badRequest('Send the form body List-Unsubscribe=One-Click (RFC 8058).')
  const done = await unsubscribeByToken(payload, token)
  if (isBrowserNavigation(request)) {
    return new Response(null, {
      status: 303,
      headers: {
        Location: `/subscribe/unsubscribe?result=${done ? 'unsubscribed' : 'invalid'}`,
        'Cache-Control': 'no-store',
      },
    })
  }
  if (!done)
    return badRequest(
      'This unsubscribe link is not valid. Unsubscribe with the link in a more recent mail, or write to us.',
    )
  return Response.json({ status: 'unsubscribed' }, { headers: { 'Cache-Control': 'no-store' } })
}
