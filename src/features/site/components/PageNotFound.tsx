import type { ArticleSummary } from '../../../content/articles/articleSummaries'
import { directoryPath, homePath, newsIndexPath } from '../../../ground/paths'
import { CardGrid } from './ArticleCard'
import { SearchForm } from './SearchForm'

/**
 * The site's 404 page: said plainly, with the ways back in and, where the router renders it (every address shaped
 * like a page), the latest stories. Next's prerendered 404, for any other address, has no data to show them.
 */
export function PageNotFound({ recent = [] }: { recent?: ArticleSummary[] }) {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p className="lede">
        There is no published page at this address. It may have moved, or it may not be public yet.
      </p>
      <SearchForm id="not-found-q" className="search-form" />
      <p>
        Or start from <a href={homePath}>the home page</a>, <a href={newsIndexPath}>all news</a> or{' '}
        <a href={directoryPath}>the PMS directory</a>.
      </p>
      {recent.length > 0 ? (
        <section>
          <h2>Latest stories</h2>
          <CardGrid articles={recent} />
        </section>
      ) : null}
    </div>
  )
}
