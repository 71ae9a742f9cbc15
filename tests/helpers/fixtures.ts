import type { Payload } from 'payload'

let counter = 0

/** A published PMS, an author and a category to hang articles on. */
export async function createArticleParents(payload: Payload) {
  counter += 1
  const pms = await payload.create({
    collection: 'pmses',
    data: { name: `Test PMS ${counter}`, slug: `test-pms-${counter}`, is_published: true },
  })
  const author = await payload.create({ collection: 'authors', data: { name: `Author ${counter}` } })
  const category = await payload.create({ collection: 'categories', data: { name: `Category ${counter}` } })
  return { pms, author, category }
}

export async function createArticle(
  payload: Payload,
  parents: { pms: { id: number }; author: { id: number } },
  data: Record<string, unknown> = {},
) {
  return payload.create({
    collection: 'articles',
    data: {
      title: 'A test article',
      body: 'Some body text.',
      pms: parents.pms.id,
      author: parents.author.id,
      ...data,
    } as never,
  })
}
