/**
 * A second ActivityPub server on 127.0.0.1, for the social web's tests: a small Fedify application with one actor
 * (`peer`), which looks our actors up the way a remote server does (its own document loader, key checks and all).
 * It is a real implementation, not a recording: what it accepts, Mastodon's own checks would have to accept too.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { createFederation, MemoryKvStore, type Context } from '@fedify/fedify'
import { Endpoints, Person } from '@fedify/vocab'

import { sendWebResponse, toWebRequest } from '../../src/http/webExchange'

export interface ActivityPubPeer {
  url: string
  /** A context of the peer, to look up and fetch as it would. */
  context: Context<void>
  close(): Promise<void>
}

export async function startActivityPubPeer(): Promise<ActivityPubPeer> {
  let origin = ''
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const federation = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true, origin })
  federation.setActorDispatcher('/users/{identifier}', (ctx, identifier) =>
    identifier === 'peer'
      ? new Person({
          id: ctx.getActorUri(identifier),
          preferredUsername: identifier,
          inbox: ctx.getInboxUri(identifier),
          endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        })
      : null,
  )
  federation.setInboxListeners('/users/{identifier}/inbox', '/inbox')
  server.on('request', (req, res) => {
    federation
      .fetch(toWebRequest(req, origin), { contextData: undefined })
      .then((response) => sendWebResponse(req, res, response))
      .catch(() => res.writeHead(500).end())
  })
  return {
    url: origin,
    context: federation.createContext(new URL(origin), undefined),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
