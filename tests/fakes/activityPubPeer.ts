/**
 * A second ActivityPub server on 127.0.0.1, for the social web's tests: a small Fedify application with one actor
 * (`peer`), which looks our actors up, follows and unfollows them and takes deliveries the way a remote server does —
 * its own document loader, signatures and key checks. It is a real implementation, not a recording: what it accepts
 * and sends, a real server's checks accept and send too.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  createFederation,
  generateCryptoKeyPair,
  type HttpMessageSignaturesSpec,
  MemoryKvStore,
  signJsonLd,
  signRequest,
  type Context,
} from '@fedify/fedify'
import { type Activity, Endpoints, Follow, Activity as AnyActivity, isActor, Person, Undo } from '@fedify/vocab'

import { sendWebResponse, toWebRequest } from '../../src/ground/http/webExchange'

export interface ActivityPubPeer {
  url: string
  /** The peer's actor id. */
  actorId: URL
  /** A context of the peer, to look up and fetch as it would. */
  context: Context<void>
  /**
   * Every activity its inboxes took, in order: after Fedify's checks of signatures and its idempotency, which takes
   * an activity id once per inbox, as Mastodon does.
   */
  received: Activity[]
  /** Every POST to the peer's inboxes as it arrived, before any check: its path and the activity id it carried. */
  posts: Array<{ path: string; activityId: string | null }>
  /**
   * Every POST to the peer's inboxes exactly as it came, by the activity id it carried: the request as received (its
   * headers, with the body it was sent with) and that body's JSON, for the checks Fedify's own parsing would hide.
   */
  rawPosts: Map<string, { request: Request; document: Record<string, unknown> }>
  /**
   * Sends a Follow of the actor at `target` as the peer's actor `as` (`peer`, or `peer2`, `peer3`…: many users of
   * one server, sharing its inbox); resolves to the Follow sent.
   */
  follow(target: URL, as?: string): Promise<Follow>
  /** Sends `activity`, signed as the peer's actor `as`, to the inbox of the actor at `to`. */
  send(to: URL, activity: Activity, as?: string): Promise<void>
  /**
   * POSTs `body` as it stands — JSON in another server's shape, a recorded Mastodon activity say — to `inbox`, signed
   * as the peer's actor `as` the way Mastodon signs: draft-cavage HTTP Signatures (or `spec`), and with `ldSignature`
   * a Linked Data signature in the body (RsaSignature2017), which Mastodon adds to public activities.
   */
  postSigned(
    inbox: URL,
    body: Record<string, unknown>,
    options?: { as?: string; spec?: HttpMessageSignaturesSpec; ldSignature?: boolean; tamper?: boolean },
  ): Promise<Response>
  /** Sends the Undo of `follow`. */
  unfollow(follow: Follow): Promise<void>
  close(): Promise<void>
}

export async function startActivityPubPeer(): Promise<ActivityPubPeer> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const received: Activity[] = []
  const keys = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')]
  const federation = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true, origin })
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!/^peer\d*$/.test(identifier)) return null
      const pairs = await ctx.getActorKeyPairs(identifier)
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        inbox: ctx.getInboxUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        publicKey: pairs[0]!.cryptographicKey,
        assertionMethods: pairs.map((pair) => pair.multikey),
      })
    })
    .setKeyPairsDispatcher(() => keys)
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox').on(AnyActivity, (_ctx, activity) => {
    received.push(activity)
  })
  const posts: ActivityPubPeer['posts'] = []
  const rawPosts: ActivityPubPeer['rawPosts'] = new Map()
  server.on('request', (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (req.method === 'POST') {
        const activityId = activityIdOf(body)
        posts.push({ path: req.url ?? '/', activityId })
        if (activityId)
          rawPosts.set(activityId, {
            request: new Request(new URL(req.url ?? '/', origin), { method: 'POST', headers: headersOf(req), body }),
            document: JSON.parse(body.toString('utf8')) as Record<string, unknown>,
          })
      }
      // The body is read: a request made of the stream again would find it spent.
      const request =
        req.method === 'GET' || req.method === 'HEAD'
          ? toWebRequest(req, origin)
          : new Request(new URL(req.url ?? '/', origin), { method: req.method, headers: headersOf(req), body })
      federation
        .fetch(request, { contextData: undefined })
        .then((response) => sendWebResponse(req, res, response))
        .catch(() => res.writeHead(500).end())
    })
  })
  const context = federation.createContext(new URL(origin), undefined)
  const actorId = context.getActorUri('peer')
  return {
    url: origin,
    actorId,
    context,
    received,
    posts,
    rawPosts,
    async follow(target, as = 'peer') {
      const actor = await context.lookupObject(target)
      if (!isActor(actor)) throw new Error(`${target.href} is not an actor`)
      const follower = context.getActorUri(as)
      const follow = new Follow({
        id: new URL(`#follow-${crypto.randomUUID()}`, follower),
        actor: follower,
        object: actor.id,
      })
      await context.sendActivity({ identifier: as }, actor, follow, { immediate: true })
      return follow
    },
    async send(to, activity, as = 'peer') {
      const actor = await context.lookupObject(to)
      if (!isActor(actor)) throw new Error(`${to.href} is not an actor`)
      await context.sendActivity({ identifier: as }, actor, activity, { immediate: true })
    },
    async postSigned(inbox, body, { as = 'peer', spec = 'draft-cavage-http-signatures-12', ldSignature, tamper } = {}) {
      const keyId = new URL(`${context.getActorUri(as).href}#main-key`)
      const signed = ldSignature
        ? await signJsonLd(body, keys[0]!.privateKey, keyId, { contextLoader: context.contextLoader })
        : body
      const request = await signRequest(
        new Request(inbox, {
          method: 'POST',
          headers: { 'Content-Type': 'application/activity+json', Accept: 'application/activity+json' },
          body: JSON.stringify(signed),
        }),
        keys[0]!.privateKey,
        keyId,
        { spec },
      )
      // A body changed after signing: what a man in the middle, or a broken proxy, would send.
      const sent = tamper ? JSON.stringify({ ...signed, id: `${String(body.id)}-changed` }) : await request.text()
      return fetch(request.url, { method: 'POST', headers: request.headers, body: sent })
    },
    async unfollow(follow) {
      const actor = await context.lookupObject(follow.objectId!)
      if (!isActor(actor)) throw new Error(`${follow.objectId?.href} is not an actor`)
      await context.sendActivity(
        { identifier: 'peer' },
        actor,
        new Undo({ id: new URL(`#undo-${crypto.randomUUID()}`, actorId), actor: actorId, object: follow }),
        { immediate: true },
      )
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function activityIdOf(body: Buffer): string | null {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { id?: unknown }).id
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

function headersOf(req: http.IncomingMessage): Headers {
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
  return headers
}
