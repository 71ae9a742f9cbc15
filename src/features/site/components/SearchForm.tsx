import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../../search/searchQuery'
import { searchIndexPath } from '../../../ground/paths'

/** A search box that posts nowhere but `/search?q=` (a GET form, no script): the header's, the 404's, the search page's. */
export function SearchForm({
  id,
  className,
  label = 'Search PMS News',
  query,
}: {
  id: string
  className: string
  label?: string
  query?: string
}) {
  return (
    <form action={searchIndexPath} method="get" role="search" className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Search news, PMSes, terms"
        defaultValue={query}
        minLength={MIN_QUERY_LENGTH}
        maxLength={MAX_QUERY_LENGTH}
        required
      />
      <button type="submit">Search</button>
    </form>
  )
}
