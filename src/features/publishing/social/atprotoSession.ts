/**
 * The site's AT Protocol account over plain XRPC (https://atproto.com/specs/xrpc): a session from an app password
 * (`com.atproto.server.createSession`), then the repository calls the site needs (`com.atproto.repo.putRecord`,
 * `getRecord`, `deleteRecord`, `createRecord`) and the one read of Bluesky's view (`app.bsky.feed.getPostThread`,
 * which the PDS proxies to its AppView). Plain fetch through the outbound timeout rather than `@atproto/api`: six
 * calls, and the errors and timeouts every other outside service has (docs/decisions/084-bluesky-standard-site.md).
 */
import type { AtprotoAccount } from '../../../ground/env'
import { OutboundError, outboundJson } from '../../../ground/http/outboundFetch'

/** A record's strong reference (`com.atproto.repo.strongRef`). */
export interface StrongRef {
  uri: string
  cid: string
}

export interface AtprotoSession {
  did: string
  handle: string
  /** `com.atproto.repo.putRecord`: creates the record at `rkey`, or replaces it. */
  putRecord(collection: string, rkey: string, record: Record<string, unknown>): Promise<StrongRef>
  /** `com.atproto.repo.createRecord`: fails when `rkey` is taken. */
  createRecord(collection: string, rkey: string, record: Record<string, unknown>): Promise<StrongRef>
  /** The record at `rkey` of this repository, or null when there is none. */
  getRecord(collection: string, rkey: string): Promise<(StrongRef & { value: Record<string, unknown> }) | null>
  /** Deletes the record at `rkey`; deleting one that is not there succeeds. */
  deleteRecord(collection: string, rkey: string): Promise<void>
  /** `app.bsky.feed.getPostThread` of `uri`, `depth` levels of replies down and none of its parents. */
  postThread(uri: string, depth: number): Promise<unknown>
}

const SERVICE = 'Bluesky'

/** The PDS's "no such record": a 400 with error `RecordNotFound` (or a 404 from some). */
const isNotFound = (error: unknown) =>
  error instanceof OutboundError &&
  (error.status === 404 || (error.status === 400 && /RecordNotFound|Could not locate record/.test(error.body ?? '')))

export async function atprotoSession(account: AtprotoAccount): Promise<AtprotoSession> {
  const base = `${account.pdsUrl}/xrpc`
  const { body: session } = await outboundJson<{ accessJwt: string; did: string; handle: string }>(
    SERVICE,
    `${base}/com.atproto.server.createSession`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: account.handle, password: account.appPassword }),
    },
  )
  const headers = { authorization: `Bearer ${session.accessJwt}`, 'content-type': 'application/json' }
  const post = async <T>(method: string, input: Record<string, unknown>) =>
    (await outboundJson<T>(SERVICE, `${base}/${method}`, { method: 'POST', headers, body: JSON.stringify(input) })).body
  const get = async <T>(method: string, query: Record<string, string>) =>
    (await outboundJson<T>(SERVICE, `${base}/${method}?${new URLSearchParams(query)}`, { headers })).body
  const repo = session.did
  return {
    did: session.did,
    handle: session.handle,
    async putRecord(collection, rkey, record) {
      const { uri, cid } = await post<StrongRef>('com.atproto.repo.putRecord', { repo, collection, rkey, record })
      return { uri, cid }
    },
    async createRecord(collection, rkey, record) {
      const { uri, cid } = await post<StrongRef>('com.atproto.repo.createRecord', { repo, collection, rkey, record })
      return { uri, cid }
    },
    async getRecord(collection, rkey) {
      try {
        const found = await get<StrongRef & { value: Record<string, unknown> }>('com.atproto.repo.getRecord', {
          repo,
          collection,
          rkey,
        })
        return { uri: found.uri, cid: found.cid, value: found.value }
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async deleteRecord(collection, rkey) {
      await post('com.atproto.repo.deleteRecord', { repo, collection, rkey })
    },
    async postThread(uri, depth) {
      return (
        await get<{ thread: unknown }>('app.bsky.feed.getPostThread', {
          uri,
          depth: String(depth),
          parentHeight: '0',
        })
      ).thread
    },
  }
}
