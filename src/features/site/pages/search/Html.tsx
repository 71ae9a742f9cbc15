import { shortDate } from '../../components/formatDate'
import { SearchForm } from '../../components/SearchForm'
import { LinkList } from '../../components/LinkList'
import { searchPath } from '../../../../ground/paths'
import type { SearchFiltersView } from './filtersView'
import { SEARCH_PAGE_SIZE, type SearchPage } from './load'

/** A select per filter, "any" first: a GET form without script, so the choice goes in the address. */
function FilterControls({ filters }: { filters: SearchFiltersView }) {
  return (
    <fieldset className="search-filters">
      <legend>Narrow to articles</legend>
      {filters.controls.map((control) => (
        <div className="search-filter" key={control.kind}>
          <label htmlFor={`search-filter-${control.kind}`}>{control.label}</label>
          <select id={`search-filter-${control.kind}`} name={control.kind} defaultValue={control.chosen}>
            <option value="">{control.any}</option>
            {control.options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  )
}

/** The filters in force, each a link to the same search without it. */
function ActiveFilters({ filters }: { filters: SearchFiltersView }) {
  const shown = [...filters.active, ...filters.unknown]
  if (shown.length === 0) return null
  return (
    <div className="search-active-filters">
      <p id="active-filters-heading">Filtered by</p>
      <ul className="chips" aria-labelledby="active-filters-heading">
        {shown.map((filter) => (
          <li key={filter.kind}>
            <a href={filter.clearUrl}>
              <span className="visually-hidden">Remove the filter </span>
              {`${filter.label}: ${filter.name}`}
              <span aria-hidden="true" className="chip-remove">
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Search results: the box and filters, how many there are, each with its type, date and highlighted snippet, and pages. */
export function SearchHtml({ page }: { page: SearchPage }) {
  const slugs = Object.fromEntries(page.filters.active.map((filter) => [filter.kind, filter.slug]))
  return (
    <div className="search">
      <h1>Search</h1>
      <SearchForm
        id="search-page-q"
        className="search-form"
        label="Search words"
        query={page.query}
        wordsRequired={false}
      >
        <FilterControls filters={page.filters} />
      </SearchForm>
      <ActiveFilters filters={page.filters} />
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
          {page.page > 1 ? <a href={searchPath(page.query, page.page - 1, slugs)}>← Previous</a> : null}
          <span>{`Page ${page.page} of ${page.totalPages}`}</span>
          {page.page < page.totalPages ? <a href={searchPath(page.query, page.page + 1, slugs)}>Next →</a> : null}
        </nav>
      ) : null}
    </div>
  )
}
