/**
 * The ids, on the importing site, of what the files of an export name by slug or path (./recordFormat.ts, `Ids`):
 * looked up once each; an unknown name is refused naming the file's field.
 */
import type { Payload, Where } from 'payload'

import type { Ids } from './recordFormat'

type Named = 'pmses' | 'authors' | 'categories' | 'tags' | 'glossary-terms' | 'articles' | 'media'

export function idsOn(payload: Payload): Ids {
  const known = new Map<string, number>()
  async function cached(key: string, find: () => Promise<number | undefined>, missing: string): Promise<number> {
    const hit = known.get(key)
    if (hit !== undefined) return hit
    const id = await find()
    if (id === undefined) throw new Error(missing)
    known.set(key, id)
    return id
  }
  const first = async (collection: Named, where: Where) => {
    const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false })
    return found.docs[0]?.id as number | undefined
  }
  const absent = (field: string, what: string) =>
    `front matter field "${field}" names ${what}, which is neither on this site nor imported`
  const ids: Ids = {
    idOf: (collection, slug, field) =>
      cached(
        `${collection}:${slug}`,
        () => first(collection, { slug: { equals: slug } }),
        absent(field, `${collection} "${slug}"`),
      ),
    mediaIdOf: (relative, field) => {
      const cut = relative.lastIndexOf('/')
      const where = { prefix: { equals: relative.slice(0, cut) }, filename: { equals: relative.slice(cut + 1) } }
      return cached(`media:${relative}`, () => first('media', where), absent(field, `the image ${relative}`))
    },
    articleIdOf: async (key, field) => {
      const [pmsSlug, slug] = key.split('/') as [string, string]
      const pms = await ids.idOf('pmses', pmsSlug, field)
      const where = { slug: { equals: slug }, pms: { equals: pms } }
      return cached(`articles:${key}`, () => first('articles', where), absent(field, `the article ${key}`))
    },
  }
  return ids
}
