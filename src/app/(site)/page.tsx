import config from '@payload-config'
import { getPayload } from 'payload'

export const dynamic = 'force-dynamic'

/** Interim home page: the latest published articles, read as an anonymous visitor would. */
export default async function HomePage() {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'articles',
    where: { is_published: { equals: true } },
    sort: '-published_at',
    limit: 20,
    depth: 1,
    overrideAccess: false,
  })
  return (
    <>
      <h1>Latest news on hotel property management systems</h1>
      <ul className="article-list">
        {docs.map((article) => {
          const pms = typeof article.pms === 'object' ? article.pms : null
          return (
            <li key={article.id}>
              <a href={`/${pms?.slug ?? ''}/${article.slug}`}>{article.title}</a>
              <p>{article.excerpt}</p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
