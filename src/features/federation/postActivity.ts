/**
 * One delivery of a signed activity (./signedActivity.ts) to an inbox: a POST of its JSON with an HTTP signature over
 * that body by the actor's RSA key (Fedify's `signRequest`). RFC 9421 first, and after a refusal the draft-cavage
 * signature (draft-cavage-http-signatures-12) servers older than Mastodon 4.5 check, as Fedify's "double knock" does,
 * remembering per server which one it took. No redirect is followed: the inbox was checked to be at a public address
 * (./deliverableInbox.ts), and where a redirect points was not. The POST connects to the very addresses that check
 * resolved (src/ground/http/client/pinnedAddresses.ts), not to what the inbox's name resolves to a moment later.
 */
import { type ActorKeyPair, type HttpMessageSignaturesSpec, signRequest } from '@fedify/fedify'

import { sendToAddresses } from '../../ground/http/client/pinnedAddresses'

/** A server's answer other than 2xx, by its status: ./deliveryWorker.ts tries again or gives up by it. */
class DeliveryRefused extends Error {
  constructor(
    readonly statusCode: number,
    inbox: URL,
  ) {
    super(`${inbox.href} answered ${statusCode}`)
    this.name = 'DeliveryRefused'
  }
}

/** Which signature each server took, by origin; a bounded memory (the oldest forgotten first). */
const SPECS_KEPT = 10_000
const specOf = new Map<string, HttpMessageSignaturesSpec>()

function remember(origin: string, spec: HttpMessageSignaturesSpec) {
  specOf.delete(origin)
  specOf.set(origin, spec)
  if (specOf.size > SPECS_KEPT) specOf.delete(specOf.keys().next().value!)
}

/** A refusal that may be of the signature: a server that cannot read one answers 400 or 401, some another 4xx. */
const refused = (status: number) => status >= 400

export async function postActivity(
  inbox: URL,
  addresses: readonly string[],
  body: string,
  key: Pick<ActorKeyPair, 'keyId' | 'privateKey'>,
  signal: AbortSignal,
): Promise<void> {
  const bytes = new TextEncoder().encode(body)
  const knock = async (spec: HttpMessageSignaturesSpec) => {
    const request = new Request(inbox, {
      method: 'POST',
      headers: { 'Content-Type': 'application/activity+json', Accept: 'application/activity+json' },
      body: bytes,
    })
    const signed = await signRequest(request, key.privateKey, key.keyId, { spec, body: bytes.buffer })
    return sendToAddresses({ url: inbox, method: 'POST', headers: signed.headers, body: bytes }, addresses, signal)
  }
  const first = specOf.get(inbox.origin) ?? 'rfc9421'
  let status = await knock(first)
  if (refused(status)) {
    const second = first === 'rfc9421' ? 'draft-cavage-http-signatures-12' : 'rfc9421'
    status = await knock(second)
    if (status !== 400 && status !== 401) remember(inbox.origin, second)
  } else remember(inbox.origin, first)
  if (status < 200 || status >= 300) throw new DeliveryRefused(status, inbox)
}
