/**
 * POST /cms-api/notifications/:id/read (one) and POST /cms-api/notifications/read-all (every unread one): the inbox's
 * "Mark read" buttons (docs/decisions/058-no-action-on-a-cockpit-get.md: a GET never acts). Only the signed-in
 * recipient marks their own; the post must come from the cockpit's own origin, since a form post carries the session
 * cookie. A form is sent back to the inbox (303); a client that accepts JSON gets the counts.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { roleOf } from '../../../content/access/roles'
import { INBOX_PATH } from '../../../features/notifications/notificationMail'
import { markAllRead, markRead, unreadCountOf } from '../../../features/notifications/notificationRows'
import { env } from '../../../ground/env'
import { AppError, unauthorized } from '../../../ground/errors/AppError'
import { problemResponse } from '../../../ground/errors/problem'
import { isSameOrigin } from '../../../ground/http/sameOrigin'

const notFound = () =>
  new AppError({
    code: 'not_found',
    status: 404,
    title: 'No such notification',
    detail: 'You have no notification by that id.',
  })

/** The signed-in recipient's id; throws the refusal otherwise. */
function recipientOf(req: PayloadRequest): number {
  if (roleOf(req.user) === null) throw unauthorized('Sign in to the cockpit to mark notifications read.')
  if (!isSameOrigin(req as unknown as Request, env.baseUrl))
    throw new AppError({
      code: 'cross_site_action',
      status: 403,
      title: 'Cross-site request refused',
      detail: 'Mark notifications read from the cockpit.',
    })
  return Number(req.user!.id)
}

async function answer(req: PayloadRequest, recipientId: number, marked: number): Promise<Response> {
  if ((req.headers.get('accept') ?? '').includes('application/json'))
    return Response.json(
      { marked, unread: await unreadCountOf(req.payload, recipientId) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  return new Response(null, { status: 303, headers: { Location: INBOX_PATH, 'Cache-Control': 'no-store' } })
}

const marking = (path: string, mark: (req: PayloadRequest, recipientId: number) => Promise<number>): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    try {
      const recipientId = recipientOf(req)
      return await answer(req, recipientId, await mark(req, recipientId))
    } catch (error) {
      return problemResponse(error, env.baseUrl)
    }
  },
})

export const markNotificationReadEndpoint = marking('/:id/read', async (req, recipientId) => {
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,9}$/.test(id) || !(await markRead(req.payload, recipientId, Number(id)))) throw notFound()
  return 1
})

export const markAllNotificationsReadEndpoint = marking('/read-all', (req, recipientId) =>
  markAllRead(req.payload, recipientId),
)
