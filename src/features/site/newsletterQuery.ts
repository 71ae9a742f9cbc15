import { singleParam } from './singleParam'
import type { SearchParams } from './sitePage'

/** The query of the pages a newsletter mail links to: the mail's token, or the result their POST came back with. */
export function newsletterQuery(search: SearchParams): { token: string | undefined; result: string | undefined } {
  return { token: singleParam(search.token), result: singleParam(search.result, 40) }
}
