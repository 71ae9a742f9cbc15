/**
 * Mastodon's `attributionDomains` on our actors (docs/decisions/082-authors-hashtags-and-quotes-on-the-fediverse.md):
 * the sites whose pages may name the actor as their author in `<meta name="fediverse:creator">`, here the site's own
 * host. Fedify's vocabulary has no such property, so it is added to the actor document Fedify wrote, with the term
 * defined as Mastodon's context defines it (http://joinmastodon.org/ns#attributionDomains).
 */
const ATTRIBUTION_DOMAINS_TERM = {
  toot: 'http://joinmastodon.org/ns#',
  attributionDomains: { '@id': 'toot:attributionDomains', '@type': '@id' },
}

/** The actor document with `attributionDomains`; any other document as it was. */
function withAttributionDomains(document: Record<string, unknown>, domains: string[]): Record<string, unknown> {
  const context = document['@context']
  if (context === undefined) return document
  return {
    ...document,
    '@context': [...(Array.isArray(context) ? context : [context]), ATTRIBUTION_DOMAINS_TERM],
    attributionDomains: domains,
  }
}

const ACTOR_PATH = /^\/ap\/actors\/[a-z0-9-]{1,200}$/

/** Fedify's answer for an actor's address, with `attributionDomains` added; every other answer untouched. */
export async function addAttributionDomains(request: Request, response: Response, host: string): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  const read = request.method === 'GET' && ACTOR_PATH.test(new URL(request.url).pathname)
  if (!read || response.status !== 200 || !/json/.test(type)) return response
  const document = (await response.json()) as Record<string, unknown>
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(withAttributionDomains(document, [host])), { status: 200, headers })
}
