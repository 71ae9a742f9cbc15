import type { ArticleLine } from './dashboardFigures'
import { collectionsPath } from './collectionsPath'
import { when } from './when'

/** Articles by title, each opening in the editor, with the time that matters to its card. */
export function ArticleList({ articles, empty, future }: { articles: ArticleLine[]; empty: string; future?: boolean }) {
  if (articles.length === 0) return <p className="dashboard-empty">{empty}</p>
  return (
    <ul className="dashboard-list">
      {articles.map((article) => (
        <li key={article.id}>
          <a href={`${collectionsPath}/articles/${article.id}`}>{article.title || 'Untitled'}</a>
          <span className="dashboard-when">{when(article.at, future)}</span>
        </li>
      ))}
    </ul>
  )
}
