/**
 * `POST /cms-api/articles/:id/cancel-schedule` (staff): a scheduled article goes back to being a draft and will not
 * publish at its date (docs/decisions/017). The cockpit's "Cancel schedule" button calls it; saving in the cockpit
 * cannot, because its saves are drafts (versions) and the schedule lives on the public row.
 */
import type { Endpoint } from 'payload'

import { roleOf } from '../../../content/access/roles'

export const cancelScheduleEndpoint: Endpoint = {
  path: '/:id/cancel-schedule',
  method: 'post',
  handler: async (req) => {
    if (roleOf(req.user) === null)
      return Response.json({ errors: [{ message: 'Sign in to the cockpit to cancel a schedule.' }] }, { status: 401 })
    const id = Number(req.routeParams?.id)
    const article =
      Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
        ? await req.payload.findByID({
            collection: 'articles',
            id,
            depth: 0,
            disableErrors: true,
            overrideAccess: true,
            req,
          })
        : null
    if (!article) return Response.json({ errors: [{ message: 'No such article.' }] }, { status: 404 })
    if (!article.scheduled)
      return Response.json({ errors: [{ message: 'The article is not scheduled.' }] }, { status: 409 })
    await req.payload.update({
      collection: 'articles',
      id,
      data: { scheduled: false, _status: 'draft' },
      user: req.user,
      overrideAccess: false,
      depth: 0,
      req,
    })
    return Response.json({ message: 'The schedule is cancelled; the article is a draft.' })
  },
}
