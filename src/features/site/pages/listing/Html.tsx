import { ArticleListing } from '../../components/ArticleListing'
import type { ListingPage } from './load'

/** A category or author page: who or what, then the articles. */
export function ListingHtml({ page }: { page: ListingPage }) {
  return (
    <div>
      <p className="article-kicker">{page.kind === 'category' ? 'Category' : 'Author'}</p>
      <h1>{page.name}</h1>
      {page.description ? <p className="article-excerpt">{page.description}</p> : null}
      <ArticleListing list={page.articles} baseUrl={page.url} />
    </div>
  )
}
