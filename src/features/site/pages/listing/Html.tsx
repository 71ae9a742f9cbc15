import { ArticleListing } from '../../components/ArticleListing'
import type { ListingPage } from './load'

const KICKERS: Record<ListingPage['kind'], string> = { category: 'Category', tag: 'Tag', author: 'Author' }

/** A category, tag or author page: who or what, then the articles, and the list's feeds. */
export function ListingHtml({ page }: { page: ListingPage }) {
  return (
    <div>
      <p className="article-kicker">{KICKERS[page.kind]}</p>
      <h1>{page.name}</h1>
      {page.description ? <p className="article-excerpt">{page.description}</p> : null}
      <ArticleListing list={page.articles} baseUrl={page.url} />
      <p className="list-feeds">
        Follow {page.name}: <a href={page.feeds.rss}>RSS</a> · <a href={page.feeds.json}>JSON Feed</a>
      </p>
    </div>
  )
}
