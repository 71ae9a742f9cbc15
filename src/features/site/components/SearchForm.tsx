import type React from 'react'

import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH } from '../../search/searchQuery'
import { searchIndexPath } from '../../../ground/paths'

/**
 * A search box that posts nowhere but `/search?q=` (a GET form, no script): the header's, the 404's, the search page's.
 * The search page puts its filters (`children`) between the box and the button, and takes filters without words.
 */
export function SearchForm({
  id,
  className,
  label = 'Search PMS News',
  query,
  wordsRequired = true,
  children,
}: {
  id: string
  className: string
  label?: string
  query?: string
  wordsRequired?: boolean
  children?: React.ReactNode
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
        required={wordsRequired}
      />
      {children}
      <button type="submit">Search</button>
    </form>
  )
}
