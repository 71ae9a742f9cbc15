import type { ArticleList } from '../../../content/articles/articleSummaries'
import { listPageUrl } from '../../../ground/paths'
import { ArticleCard } from './ArticleCard'

/** A list of stories, newest first, with older/newer links when it spans several pages. */
export function ArticleListing({
  list,
  baseUrl,
  eagerCount = 0,
}: {
  list: ArticleList
  baseUrl: string
  eagerCount?: number
}) {
  if (list.articles.length === 0) return <p>No articles yet.</p>
  return (
    <>
      <ul className="story-list">
        {list.articles.map((article, index) => (
          <li key={article.url}>
            <ArticleCard article={article} layout="story" eager={index < eagerCount} />
          </li>
        ))}
      </ul>
      {list.totalPages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {list.page > 1 ? (
            <a href={listPageUrl(baseUrl, list.page - 1)} rel="prev">
              ← Newer
            </a>
          ) : (
            <span />
          )}
          <span>{`Page ${list.page} of ${list.totalPages}`}</span>
          {list.page < list.totalPages ? (
            <a href={listPageUrl(baseUrl, list.page + 1)} rel="next">
              Older →
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
