/**
 * `POST /api/articles/{id}/corrections` (docs/decisions/073-corrections.md): a pipeline that fixed a story says so
 * with a dated note, `{ "kind": "correction" | "update", "text": "…" }`. An API token of an editor's role (it edits
 * any article); the write budget and errors of `POST /api/articles`; the article's one write path. 201 with the note
 * and the article's address; 404 for no such article; 422 for a note refused or an article not published.
 */
import type { Payload } from 'payload'

import { addCorrection, roleCheckedByCaller } from '../content/articles/addCorrection'
import { correctionInputSchema } from '../content/articles/articleCorrections'
import { writeArticle } from '../content/articles/articleWrite'
import { lockArticle } from '../content/articles/lockArticle'
import { may, roleLacks } from '../content/access/roles'
import { beginWrite } from '../content/writeTransaction'
import { env } from '../ground/env'
import { AppError, validationFailed } from '../ground/errors/AppError'
import { handleApiErrors } from '../ground/http/handleApiErrors'
import { readJsonBody } from '../ground/http/readJsonBody'
import { absolute, articlePath, MAX_ARTICLE_ID } from '../ground/paths'
import { admitWrite } from '../features/ingestion/writeLimit'
import { zodFieldErrors } from '../features/ingestion/zodFieldErrors'

const ADDRESS = /^\/api\/articles\/([1-9]\d{0,9})\/corrections$/

/** The article id a path names, if it is this endpoint's address. */
export function articleIdOfCorrectionsPath(pathname: string): number | null {
  const id = Number(ADDRESS.exec(pathname)?.[1])
  return Number.isSafeInteger(id) && id <= MAX_ARTICLE_ID ? id : null
}

const noSuchArticle = () =>
  new AppError({ code: 'not_found', status: 404, title: 'Not found', detail: 'No such article.' })

export function postApiArticleCorrections(request: Request, payload: Payload): Promise<Response> {
  return handleApiErrors(async () => {
    const articleId = articleIdOfCorrectionsPath(new URL(request.url).pathname)
    if (articleId === null) throw noSuchArticle()
    const admitted = await admitWrite(request, payload, async () => {
      const { json } = await readJsonBody(request, env.INGEST_MAX_BODY_BYTES)
      const parsed = correctionInputSchema.strict().safeParse(json)
      if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error))
      return parsed.data
    })
    const { principal, alongside: note } = admitted
    if (!may(principal.role, 'edit_all_content')) throw roleLacks(principal.role, 'edit_all_content')
    const req = await beginWrite(payload)
    const body = await writeArticle(req, `API token "${principal.name}" (REST)`, {}, async () => {
      const article = (await lockArticle(req, articleId))
        ? await addCorrection(req, roleCheckedByCaller, articleId, note)
        : null
      if (!article) throw noSuchArticle()
      const added = article.corrections!.at(-1)!
      const pms = article.pms && typeof article.pms === 'object' ? article.pms.slug : null
      return {
        message: 'Correction added',
        correction: { kind: added.kind, text: added.text, date: added.date },
        article: {
          id: article.id,
          url: pms && article.slug ? absolute(env.baseUrl, articlePath(pms, article.slug)) : null,
        },
      }
    })
    return Response.json(body, { status: 201, headers: { ...admitted.headers, 'Cache-Control': 'no-store' } })
  })
}
