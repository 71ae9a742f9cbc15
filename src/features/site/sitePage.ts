/**
 * A public page, defined once (src/features/site/pages/<page>/index.ts): one loader, and the HTML and markdown renderers of
 * the data it loads. The router in production (src/features/site/htmlPages.tsx, src/features/site/markdownPages.ts) and Next's pages
 * in development (src/app/pageRoute.tsx) all answer from the definition, so the two representations cannot drift
 * apart or read the data twice.
 */
import type { Payload } from 'payload'
import type React from 'react'

import type { AiUse } from '../../ground/lib/aiUse'
import type { CountedMarkdown } from '../../ground/markdown/countTokens'

import { NOT_FOUND_HEAD, type PageHead } from './pageHead'
import { pageNumber } from './pageNumber'

/** The query string as Next hands it to a page: a repeated name is an array. */
export type SearchParams = Record<string, string | string[] | undefined>

/** What a request asks a page for: the slugs in its path (named as Next's route segments) and its query. */
export interface PageRequest<Params> {
  params: Params
  search: SearchParams
}

export interface SitePage<Params, Data> {
  /** Plain data for both representations; null when there is no such page (a 404). */
  load(payload: Payload, request: PageRequest<Params>, baseUrl: string): Promise<Data | null>
  Html: React.ComponentType<{ page: Data }>
  /** The HTML head: fixed, or from the loaded data. */
  metadata: PageHead | ((page: Data) => PageHead)
  /** The head of a page that is not found, when it says more than "Page not found". */
  notFoundMetadata?: PageHead
}

/**
 * A page that also answers `Accept: text/markdown`; `url` is its canonical address. Its markdown may name a part whose
 * token count is kept (an article's body), so that the answer's `x-markdown-tokens` does not count it again.
 */
export interface MarkdownSitePage<Params, Data extends { url: string }> extends SitePage<Params, Data> {
  markdown(page: Data, baseUrl: string): string | CountedMarkdown
  /**
   * What AI systems may do with this page where it is not the site's policy (an article's own choice); undefined: the
   * site's, which the edge says on every public answer.
   */
  aiUse?(page: Data): AiUse | undefined
}

/** The first value of a query parameter, as `URLSearchParams.get` reads it. */
export const firstValue = (value: string | string[] | undefined): string | null =>
  Array.isArray(value) ? (value[0] ?? null) : (value ?? null)

/** A query string in Next's shape, so that a markdown request reads its parameters exactly as the HTML page does. */
export function searchParamsOf(query: URLSearchParams): SearchParams {
  // Defined, not assigned: a parameter named `__proto__` is a parameter like any other.
  return Object.fromEntries(
    [...new Set(query.keys())].map((name) => {
      const values = query.getAll(name)
      return [name, values.length > 1 ? values : values[0]]
    }),
  )
}

type Loader<Params, Data> = SitePage<Params, Data>['load']

/** The loader of a page that reads nothing from the request: the same data for every visitor. */
export const sameForEveryRequest =
  <Data>(load: (payload: Payload, baseUrl: string) => Promise<Data | null>): Loader<object, Data> =>
  (payload, _request, baseUrl) =>
    load(payload, baseUrl)

/** The loader of a page named by the `{slug}` of its path. */
export const bySlug =
  <Data>(
    load: (payload: Payload, slug: string, baseUrl: string) => Promise<Data | null>,
  ): Loader<{ slug: string }, Data> =>
  (payload, { params }, baseUrl) =>
    load(payload, params.slug, baseUrl)

/** The loader of a paginated page: `?page=` a whole number from 1, or there is no such page. */
export function paginated<Params, Data>(
  load: (payload: Payload, request: PageRequest<Params>, page: number, baseUrl: string) => Promise<Data | null>,
): Loader<Params, Data> {
  return async (payload, request, baseUrl) => {
    const page = pageNumber(request.search.page)
    return page === null ? null : load(payload, request, page, baseUrl)
  }
}

/** The head a page's definition gives for its loaded data, or for a page that is not there. */
export function headOf<Data>(
  page: Pick<SitePage<never, Data>, 'metadata' | 'notFoundMetadata'>,
  data: Data | null,
): PageHead {
  if (data === null) return page.notFoundMetadata ?? NOT_FOUND_HEAD
  return typeof page.metadata === 'function' ? page.metadata(data) : page.metadata
}
