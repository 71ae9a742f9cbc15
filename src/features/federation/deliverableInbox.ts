/**
 * Whether we may deliver to an inbox a remote actor named: https at a host whose every address is public. Fedify
 * 2.3.6 guards the documents and keys it fetches, not the POSTs it sends (2.3.8 would, docs/decisions/044), so an
 * actor that named `https://10.0.0.5/` or `http://localhost:9200/` as its inbox would make us a way into our own
 * network. In the tests (`privateAddresses`), http on loopback is allowed too.
 *
 * A delivery connects to the addresses checked here and no others (./postActivity.ts): a name that answers a public
 * address now and an inner one a moment later (DNS rebinding) gets no second answer.
 */
import { addressesOf, type Resolve } from '../../ground/http/client/pinnedAddresses'
import { isPublicIpAddress } from '../../ground/http/client/publicIpAddress'

/** The addresses a delivery to `inbox` may connect to; null if it may not be delivered to. */
export async function deliverableAddresses(
  inbox: URL,
  privateAddresses: boolean,
  resolve?: Resolve,
): Promise<string[] | null> {
  const schemes = privateAddresses ? ['https:', 'http:'] : ['https:']
  if (!schemes.includes(inbox.protocol)) return null
  const addresses = await addressesOf(inbox, resolve)
  if (addresses.length === 0) return null
  return privateAddresses || addresses.every((address) => isPublicIpAddress(address)) ? addresses : null
}

export async function isDeliverableInbox(inbox: URL, privateAddresses: boolean): Promise<boolean> {
  return (await deliverableAddresses(inbox, privateAddresses)) !== null
}
