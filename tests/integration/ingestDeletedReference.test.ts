/**
 * POST /api/articles looks its references up before its transaction, while the token is checked
 * (src/features/ingestion/writeLimit.ts): an author, PMS or category deleted in between is refused with the same 422 as one
 * that never existed, and nothing is written: the foreign key's error is never what the client sees (a 500).
 */
import { expect, it } from 'vitest'

import { AppError } from '../../src/ground/errors/AppError'
import { beginWrite } from '../../src/content/writeTransaction'
import { ingestArticle, readArticleRequest } from '../../src/features/ingestion/ingestArticle'
import { createArticleParents } from '../helpers/fixtures'
import { useLocalPayload } from '../helpers/localPayload'

const local = useLocalPayload()

it('refuses with 422 naming the field when a referenced author is deleted after the references were looked up', async () => {
  const { payload } = local
  const parents = await createArticleParents(payload)
  const request = await readArticleRequest(
    payload,
    { pms_id: parents.pms.id, author_id: parents.author.id, title: 'Written as its author left', body: 'Text.' },
    null,
  )
  expect(request.references.missing).toEqual([])
  await payload.delete({ collection: 'authors', id: parents.author.id })
  const before = (await payload.count({ collection: 'articles' })).totalDocs

  const refused = await ingestArticle({
    payload,
    principal: { tokenId: 1, name: 'race', role: 'editor' },
    request,
    req: await beginWrite(payload),
    baseUrl: 'https://news.example',
  }).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(AppError)
  expect(refused).toMatchObject({
    status: 422,
    errors: [{ field: 'author_id', message: 'refers to an author that does not exist' }],
  })
  expect((await payload.count({ collection: 'articles' })).totalDocs).toBe(before)
})
