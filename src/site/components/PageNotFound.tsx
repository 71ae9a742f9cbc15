import { homePath, searchIndexPath } from '../paths'

/** The site's 404 page: said plainly, with the ways back in. */
export function PageNotFound() {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>There is no published page at this address. It may have moved, or it may not be public yet.</p>
      <p>
        <a href={homePath}>Go to the home page</a> or <a href={searchIndexPath}>search the site</a>.
      </p>
    </div>
  )
}
