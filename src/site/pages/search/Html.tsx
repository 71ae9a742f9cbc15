import { shortDate } from '../../components/formatDate'
import { searchIndexPath, searchPath } from '../../paths'
import { SEARCH_PAGE_SIZE, type SearchPage } from './load'

/** Search results: the box, how many there are, each with its type, date and highlighted snippet, and pages. */
export function SearchHtml({ page }: { page: SearchPage }) {
  return (
    <div className="search">
      <h1>Search</h1>
      <form action={searchIndexPath} method="get" role="search" className="search-form">
        <label htmlFor="search-page-q" className="visually-hidden">
          Search words
        </label>
        <input id="search-page-q" type="search" name="q" defaultValue={page.query} minLength={3} maxLength={200} required />
        <button type="submit">Search</button>
      </form>
      <p className="search-message" role="status">
        {page.message}
      </p>
      {page.results.length > 0 ? (
        <ol className="search-results" start={(page.page - 1) * SEARCH_PAGE_SIZE + 1}>
          {page.results.map((result) => (
            <li key={result.url}>
              <a href={result.url}>{result.title}</a>
              <p className="search-facts">
                {result.typeLabel}
                {result.date ? (
                  <>
                    {` · ${result.dateLabel} `}
                    <time dateTime={result.date}>{shortDate(result.date)}</time>
                  </>
                ) : null}
              </p>
              {result.snippet.length > 0 ? (
                <p className="search-snippet">
                  {result.snippet.map((part, index) => (part.highlighted ? <mark key={index}>{part.text}</mark> : part.text))}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {page.suggestions ? (
        <section className="search-suggestions" aria-labelledby="suggestions-heading">
          <h2 id="suggestions-heading">Start from a PMS</h2>
          <ul className="chips">
            {page.suggestions.pmses.map((pms) => (
              <li key={pms.url}>
                <a href={pms.url}>{pms.name}</a>
              </li>
            ))}
          </ul>
          {page.suggestions.terms.length > 0 ? (
            <>
              <h2>Or from a term</h2>
              <ul className="chips">
                {page.suggestions.terms.map((term) => (
                  <li key={term.url}>
                    <a href={term.url}>{term.name}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {page.totalPages > 1 ? (
        <nav className="pagination" aria-label="Pages">
          {page.page > 1 ? <a href={searchPath(page.query, page.page - 1)}>← Previous</a> : null}
          <span>{`Page ${page.page} of ${page.totalPages}`}</span>
          {page.page < page.totalPages ? <a href={searchPath(page.query, page.page + 1)}>Next →</a> : null}
        </nav>
      ) : null}
    </div>
  )
}
