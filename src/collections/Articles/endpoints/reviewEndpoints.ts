/**
 * The review's steps over `/cms-api` (docs/decisions/061-review-notes-assignments.md), for the cockpit's buttons and
 * for pipelines signed in as a person: `POST /cms-api/articles/:id/submit-for-review` and
 * `POST /cms-api/articles/:id/send-back` with `{"note": "…"}`. POSTs only (docs/decisions/058): Payload's CSRF list
 * covers a cookie's use. Answers the article's review state, or a problem+json.
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { sendBack, submitForReview } from '../../../features/review/reviewSteps'
import { AppError } from '../../../ground/errors/AppError'
import { handleApiErrors } from '../../../ground/http/handleApiErrors'
import { readJsonBody } from '../../../ground/http/readJsonBody'

const articleIdOf = (req: PayloadRequest) => Number(req.routeParams?.id)

const answer = (article: { id: number; review?: string | null }) =>
  Response.json({ id: article.id, review: article.review }, { headers: { 'Cache-Control': 'no-store' } })

/** A note is a few paragraphs: a body well past its length is refused before it is read whole. */
const BODY_LIMIT = 64 * 1024

async function noteOf(req: PayloadRequest): Promise<unknown> {
  const { json } = await readJsonBody(req as unknown as Request, BODY_LIMIT)
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new AppError({
      code: 'malformed_body',
      status: 400,
      title: 'The body is not a JSON object',
      detail: 'Send {"note": "…"}.',
    })
  return (json as { note?: unknown }).note
}

export const reviewEndpoints: Endpoint[] = [
  {
    path: '/:id/submit-for-review',
    method: 'post',
    handler: (req) => handleApiErrors(async () => answer(await submitForReview(req, articleIdOf(req)))),
  },
  {
    path: '/:id/send-back',
    method: 'post',
    handler: (req) =>
      handleApiErrors(async () => {
        const note = await noteOf(req)
        return answer(await sendBack(req, articleIdOf(req), note))
      }),
  },
]
