import type { ArticleList } from '../loaders/articleSummaries'
import { shortDate } from './formatDate'

/** A list of article links with dates and excerpts, and older/newer links when it spans several pages. */
export function ArticleListing({ list, baseUrl }: { list: ArticleList; baseUrl: string }) {
  if (list.articles.length === 0) return <p>No articles yet.</p>
  return (
    <>
      <ul className="article-list">
        {list.articles.map((article) => (
          <li key={article.url}>
            <a href={article.url}>{article.title}</a>
            <p>
              {article.publishedAt ? <time dateTime={article.publishedAt}>{shortDate(article.publishedAt)}</time> : null}
              {article.excerpt ? ` — ${article.excerpt}` : null}
            </p>
          </li>
        ))}
      </ul>
      {list.totalPages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {list.page > 1 ? <a href={list.page === 2 ? baseUrl : `${baseUrl}?page=${list.page - 1}`}>← Newer</a> : null}
          <span>{`Page ${list.page} of ${list.totalPages}`}</span>
          {list.page < list.totalPages ? <a href={`${baseUrl}?page=${list.page + 1}`}>Older →</a> : null}
        </nav>
      ) : null}
    </>
  )
}
