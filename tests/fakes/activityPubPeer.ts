/**
 * A second ActivityPub server on 127.0.0.1, for the social web's tests: a small Fedify application with one actor
 * (`peer`), which looks our actors up, follows and unfollows them and takes deliveries the way a remote server does —
 * its own document loader, signatures and key checks. It is a real implementation, not a recording: what it accepts
 * and sends, a real server's checks accept and send too.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createFederation, generateCryptoKeyPair, MemoryKvStore, type Context } from '@fedify/fedify'
import { type Activity, Endpoints, Follow, Activity as AnyActivity, isActor, Person, Undo } from '@fedify/vocab'

import { sendWebResponse, toWebRequest } from '../../src/http/webExchange'

export interface ActivityPubPeer {
  url: string
  /** The peer's actor id. */
  actorId: URL
  /** A context of the peer, to look up and fetch as it would. */
  context: Context<void>
  /** Every activity delivered to the peer's inboxes, in order. */
  received: Activity[]
  /** Sends a Follow of the actor at `target`; resolves to the Follow sent. */
  follow(target: URL): Promise<Follow>
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
      if (identifier !== 'peer') return null
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
  server.on('request', (req, res) => {
    federation
      .fetch(toWebRequest(req, origin), { contextData: undefined })
      .then((response) => sendWebResponse(req, res, response))
      .catch(() => res.writeHead(500).end())
  })
  const context = federation.createContext(new URL(origin), undefined)
  const actorId = context.getActorUri('peer')
  return {
    url: origin,
    actorId,
    context,
    received,
    async follow(target) {
      const actor = await context.lookupObject(target)
      if (!isActor(actor)) throw new Error(`${target.href} is not an actor`)
      const follow = new Follow({
        id: new URL(`#follow-${crypto.randomUUID()}`, actorId),
        actor: actorId,
        object: actor.id,
      })
      await context.sendActivity({ identifier: 'peer' }, actor, follow, { immediate: true })
      return follow
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
