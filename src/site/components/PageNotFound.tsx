import type { ArticleSummary } from '../loaders/articleSummaries'
import { directoryPath, homePath, newsIndexPath, searchIndexPath } from '../paths'
import { CardGrid } from './ArticleCard'

/**
 * The site's 404 page: said plainly, with the ways back in and, where the router renders it (every address shaped
 * like a page), the latest stories. Next's prerendered 404, for any other address, has no data to show them.
 */
export function PageNotFound({ recent = [] }: { recent?: ArticleSummary[] }) {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p className="lede">There is no published page at this address. It may have moved, or it may not be public yet.</p>
      <form action={searchIndexPath} method="get" role="search" className="search-form">
        <label htmlFor="not-found-q" className="visually-hidden">
          Search PMS News
        </label>
        <input id="not-found-q" type="search" name="q" placeholder="Search news, PMSes, terms" minLength={3} maxLength={200} required />
        <button type="submit">Search</button>
      </form>
      <p>
        Or start from <a href={homePath}>the home page</a>, <a href={newsIndexPath}>all news</a> or <a href={directoryPath}>the PMS directory</a>.
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
