/**
 * Mastodon and Bluesky as their APIs behave for posting. Mastodon keeps `Idempotency-Key`s and answers a repeated
 * key with the status it made; Bluesky refuses a record key that exists. `holdNext()` accepts the next post but
 * never answers it (the app gives up first), to test that a retry after a timeout posts once; Mastodon's
 * `releaseHeld()` answers it after all, for a step held in the middle and then let finish (a worker stopped mid-job).
 */
import { type FakeServer, startFakeServer } from './fakeServer'

export interface SocialFake extends FakeServer {
  /** What was posted, in order, and when it arrived (ms since the epoch). */
  posts: Array<{ text: string; key: string; receivedAt: number }>
  /** The next post is made, and its answer held until the app gives up waiting for it. */
  holdNext(): void
}

export async function startMastodonFake(token: string): Promise<SocialFake & { releaseHeld(): void }> {
  const posts: SocialFake['posts'] = []
  const byKey = new Map<string, { id: string; url: string }>()
  let hold = false
  let release = () => {}
  const server = await startFakeServer(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== '/api/v1/statuses') return { status: 404, body: { error: 'not found' } }
    if (headers.authorization !== `Bearer ${token}`)
      return { status: 401, body: { error: 'The access token is invalid' } }
    const key = String(headers['idempotency-key'] ?? '')
    let status = key ? byKey.get(key) : undefined
    if (!status) {
      const id = String(100 + posts.length)
      status = { id, url: `https://mastodon.example/@pmsnews/${id}` }
      posts.push({ text: (body as { status: string }).status, key, receivedAt: Date.now() })
      if (key) byKey.set(key, status)
    }
    const held = hold ? new Promise<void>((resolve) => (release = resolve)) : false
    hold = false
    return { status: 200, body: { id: status.id, url: status.url, uri: status.url }, hold: held }
  })
  return { ...server, posts, holdNext: () => (hold = true), releaseHeld: () => release() }
}

export async function startBlueskyFake(
  identifier: string,
  password: string,
): Promise<SocialFake & { records: Map<string, unknown> }> {
  const posts: SocialFake['posts'] = []
  const records = new Map<string, unknown>()
  let hold = false
  const did = 'did:plc:fakepmsnews'
  const server = await startFakeServer(({ method, path, headers, body }) => {
    if (method === 'POST' && path === '/xrpc/com.atproto.server.createSession') {
      const login = body as { identifier: string; password: string }
      if (login.identifier !== identifier || login.password !== password)
        return { status: 401, body: { error: 'AuthenticationRequired' } }
      return {
        status: 200,
        body: { accessJwt: 'fake-jwt', refreshJwt: 'fake-refresh', did, handle: 'pmsnews.bsky.social' },
      }
    }
    if (headers.authorization !== 'Bearer fake-jwt') return { status: 401, body: { error: 'AuthenticationRequired' } }
    if (method === 'POST' && path === '/xrpc/com.atproto.repo.createRecord') {
      const create = body as { repo: string; collection: string; rkey: string; record: { text: string } }
      if (records.has(create.rkey))
        return { status: 400, body: { error: 'InvalidRequest', message: 'Record already exists' } }
      records.set(create.rkey, create.record)
      posts.push({ text: create.record.text, key: create.rkey, receivedAt: Date.now() })
      const held = hold
      hold = false
      return {
        status: 200,
        body: { uri: `at://${did}/app.bsky.feed.post/${create.rkey}`, cid: 'bafyfake' },
        hold: held,
      }
    }
    if (method === 'GET' && path.startsWith('/xrpc/com.atproto.repo.getRecord?')) {
      const rkey = new URL(path, 'http://x').searchParams.get('rkey') ?? ''
      if (!records.has(rkey)) return { status: 400, body: { error: 'RecordNotFound' } }
      return { status: 200, body: { uri: `at://${did}/app.bsky.feed.post/${rkey}`, value: records.get(rkey) } }
    }
    return { status: 404, body: { error: 'not found' } }
  })
  return { ...server, posts, records, holdNext: () => (hold = true) }
}
