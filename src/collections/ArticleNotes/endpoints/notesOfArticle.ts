/**
 * `GET /cms-api/article-notes/of-article/:id`: an article's notes in threads, with names (src/content/articleNotes/noteThreads.ts),
 * for the notes panel of the article's sidebar (src/cockpit/notes/NotesPanel.tsx). A read: writing a note is
 * Payload's own POST of the collection.
 */
import type { Endpoint } from 'payload'

import { noteThreads } from '../../../content/articleNotes/noteThreads'
import { roleOf } from '../../../content/access/roles'
import { AppError } from '../../../ground/errors/AppError'
import { handleApiErrors } from '../../../ground/http/handleApiErrors'

export const notesOfArticle: Endpoint = {
  path: '/of-article/:id',
  method: 'get',
  handler: (req) =>
    handleApiErrors(async () => {
      if (roleOf(req.user) === null)
        throw new AppError({ code: 'unauthorized', status: 401, title: 'Sign in to the cockpit to read notes' })
      const id = Number(req.routeParams?.id)
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
        throw new AppError({ code: 'not_found', status: 404, title: 'No such article' })
      return Response.json({ threads: await noteThreads(req, id) }, { headers: { 'Cache-Control': 'no-store' } })
    }),
}
