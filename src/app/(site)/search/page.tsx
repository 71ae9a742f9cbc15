import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import { cache } from 'react'

import { env } from '@/env'
import { loadSearchPage, searchPath } from '@/site/loaders/loadSearchPage'
import { pageNumber } from '@/site/pageNumber'

export const dynamic = 'force-dynamic'

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso))

const loadPage = cache(async (query: string | null, page: number) => loadSearchPage(await getPayload({ config }), query, page, env.baseUrl))

async function pageFor({ searchParams }: Props) {
  const params = await searchParams
  const page = pageNumber(params.page)
  const query = Array.isArray(params.q) ? (params.q[0] ?? null) : (params.q ?? null)
  return page === null ? null : loadPage(query, page)
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await pageFor(props)
  return {
    title: page?.query ? `Search: ${page.query}` : 'Search',
    // Result pages are for readers, not for search engines' indexes.
    robots: { index: false, follow: true },
    alternates: { canonical: page?.url ?? '/search' },
  }
}

/** Search results: the box, how many there are, each with its type, date and highlighted snippet, and pages. */
export default async function SearchPage(props: Props) {
  const page = await pageFor(props)
  if (!page) notFound()
  return (
    <div className="search">
      <h1>Search</h1>
      <form action="/search" method="get" role="search" className="search-form">
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
        <ol className="search-results" start={(page.page - 1) * 10 + 1}>
          {page.results.map((result) => (
            <li key={result.url}>
              <a href={result.url}>{result.title}</a>
              <p className="search-facts">
                {result.typeLabel}
                {result.date ? (
                  <>
                    {' · '}
                    <time dateTime={result.date}>{formatDate(result.date)}</time>
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
