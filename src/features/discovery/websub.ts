/**
 * WebSub (W3C Recommendation, 2018) for the feeds: when WEBSUB_HUB_URL names a hub, both feeds name it (`rel="hub"`
 * in the document and in a `Link` header, beside `rel="self"`), and the publishing job tells it that they changed,
 * so subscribers hear of a story within seconds instead of at their next poll. The feeds of the lists the article is
 * in (its PMS, category, author, tags) are told of too. The notification is the form POST
 * hubs take (`hub.mode=publish`, `hub.url=<topic>`, as PubSubHubbub 0.4 and the public hubs define it; WebSub
 * leaves it to the hub), one per feed.
 */
import { env } from '../../ground/env'
import { OutboundError } from '../../ground/http/outboundFetch'
import { type FeedList, jsonFeedPath, listFeedPath, rssFeedPath } from '../../ground/paths'

export const websubHub = (): string | null => env.WEBSUB_HUB_URL ?? null

/**
 * The topics a hub is told of: the site's feeds, and both feeds of each list the changed article is in
 * (docs/decisions/071-feeds-per-list.md), by their absolute addresses.
 */
export const feedTopics = (baseUrl: string, lists: readonly FeedList[] = []) => [
  `${baseUrl}${rssFeedPath}`,
  `${baseUrl}${jsonFeedPath}`,
  ...lists.flatMap((list) => [`${baseUrl}${listFeedPath(list, 'rss')}`, `${baseUrl}${listFeedPath(list, 'json')}`]),
]

/** The `Link` header of a feed at `self`: its hub and itself. */
export function feedLinkHeader(self: string): string {
  const hub = websubHub()
  return [...(hub ? [`<${hub}>; rel="hub"`] : []), `<${self}>; rel="self"`].join(', ')
}

/** Tells the hub that each topic changed; throws (for the job's retry) when it does not accept one. */
export async function notifyHub(hub: string, topics: string[]): Promise<void> {
  for (const topic of topics) {
    let response: Response
    try {
      response = await fetch(hub, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'hub.mode': 'publish', 'hub.url': topic }),
        signal: AbortSignal.timeout(env.OUTBOUND_TIMEOUT_MS),
        redirect: 'error',
      })
    } catch (error) {
      throw new OutboundError(
        `WebSub hub: ${error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${env.OUTBOUND_TIMEOUT_MS} ms` : String(error)}`,
      )
    }
    const text = await response.text()
    if (!response.ok)
      throw new OutboundError(
        `WebSub hub answered ${response.status} for ${topic}: ${text.slice(0, 300)}`,
        response.status,
        text,
      )
  }
}
