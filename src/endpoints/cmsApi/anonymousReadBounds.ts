/**
 * How much one anonymous REST read may ask for (docs/decisions/022-anonymous-cms-api-access.md): at most
 * ANONYMOUS_MAX_LIMIT documents (`limit=0` and `pagination=false` mean "all of them") at a depth of at most
 * ANONYMOUS_MAX_DEPTH. Judged on the client's own query string, not inside Payload, whose lookups of related
 * documents are unbounded finds of their own. GraphQL's reads are bounded by their cost (graphqlCost.ts).
 */
const ANONYMOUS_MAX_LIMIT = 100
const ANONYMOUS_MAX_DEPTH = 2

/** The query a read runs with: the URL's, or for Payload's method override (POST as GET), the form body's too. */
export function readQueryOf(request: Request, formBody: string | undefined): URLSearchParams {
  const query = new URL(request.url).searchParams
  if (formBody !== undefined) for (const [name, value] of new URLSearchParams(formBody)) query.append(name, value)
  return query
}

/** Why the read asks for too much, or null. */
export function readBoundsProblem(query: URLSearchParams): string | null {
  const limit = query.get('limit')
  if (query.get('pagination') === 'false' || limit === '0' || (limit !== null && Number(limit) > ANONYMOUS_MAX_LIMIT)) {
    return `The query parameter limit must be from 1 to ${ANONYMOUS_MAX_LIMIT} without signing in.`
  }
  const depth = query.get('depth')
  if (depth !== null && Number(depth) > ANONYMOUS_MAX_DEPTH)
    return `The query parameter depth must be at most ${ANONYMOUS_MAX_DEPTH} without signing in.`
  return null
}
