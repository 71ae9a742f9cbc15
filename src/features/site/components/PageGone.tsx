import { directoryPath, homePath, newsIndexPath } from '../../../ground/paths'
import { SearchForm } from './SearchForm'

/**
 * The site's 410 page (docs/decisions/066-trash.md): the page was here and was withdrawn, which a 404 would not say.
 * Answered while its record waits in the trash; search engines drop a 410 at once.
 */
export function PageGone() {
  return (
    <div className="not-found">
      <h1>Page withdrawn</h1>
      <p className="lede">This page was published here and has been withdrawn by the newsroom.</p>
      <SearchForm id="gone-q" className="search-form" />
      <p>
        Start from <a href={homePath}>the home page</a>, <a href={newsIndexPath}>all news</a> or{' '}
        <a href={directoryPath}>the PMS directory</a>.
      </p>
    </div>
  )
}
