import { shortDate } from '../../components/formatDate'
import { SearchForm } from '../../components/SearchForm'
import { LinkList } from '../../components/LinkList'
import { searchPath } from '../../../../ground/paths'
import { SEARCH_PAGE_SIZE, type SearchPage } from './load'

/** Search results: the box, how many there are, each with its type, date and highlighted snippet, and pages. */
export function SearchHtml({ page }: { page: SearchPage }) {
  return (
    <div className="search">
      <h1>Search</h1>
      <SearchForm id="search-page-q" className="search-form" label="Search words" query={page.query} />
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
                  {result.snippet.map((part, index) =>
                    part.highlighted ? <mark key={index}>{part.text}</mark> : part.text,
                  )}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {page.suggestions ? (
        <section className="search-suggestions" aria-labelledby="suggestions-heading">
          <h2 id="suggestions-heading">Start from a PMS</h2>
          <LinkList links={page.suggestions.pmses} className="chips" />
          {page.suggestions.terms.length > 0 ? (
            <>
              <h2>Or from a term</h2>
              <LinkList links={page.suggestions.terms} className="chips" />
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
