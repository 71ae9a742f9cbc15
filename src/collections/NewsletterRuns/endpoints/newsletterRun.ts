/**
 * The cockpit's view of a newsletter send (staff; docs/decisions/036-newsletter-delivery.md), under
 * `/cms-api/newsletter-runs/:id/`: `failures` (GET: the mails that failed, bounced or wait for a retry, with the
 * reason), `pause` and `resume` (POST).
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { lackingRole } from '../../../content/access/roleAnswer'
import { roleOf } from '../../../content/access/roles'
import { failuresOf, setRunPaused } from '../../../features/newsletter/delivery/deliveries'

const answer = (status: number, message: string) =>
  Response.json(status < 400 ? { message } : { errors: [{ message }] }, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })

function runIdOf(req: PayloadRequest): number | Response {
  if (roleOf(req.user) === null) return answer(401, 'Sign in to the cockpit first.')
  const lacking = lackingRole(req, 'newsletter')
  if (lacking) return lacking
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : answer(404, 'No such send.')
}

const pauseOrResume = (paused: boolean): Endpoint => ({
  path: `/:id/${paused ? 'pause' : 'resume'}`,
  method: 'post',
  handler: async (req) => {
    const id = runIdOf(req)
    if (id instanceof Response) return id
    if (await setRunPaused(req.payload, id, paused))
      return answer(200, paused ? 'Paused: no more mails go until you resume.' : 'Resumed.')
    return answer(409, paused ? 'Only a send in progress can be paused.' : 'Only a paused send can be resumed.')
  },
})

export const newsletterRunEndpoints: Endpoint[] = [
  {
    path: '/:id/failures',
    method: 'get',
    handler: async (req) => {
      const id = runIdOf(req)
      if (id instanceof Response) return id
      return Response.json(
        { failures: await failuresOf(req.payload, id) },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    },
  },
  pauseOrResume(true),
  pauseOrResume(false),
]
