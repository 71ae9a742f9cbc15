/**
 * Whether we may deliver to an inbox a remote actor named: https at a host whose every address is public. Fedify
 * 2.3.6 guards the documents and keys it fetches, not the POSTs it sends (2.3.8 would, docs/decisions/044), so an
 * actor that named `https://10.0.0.5/` or `http://localhost:9200/` as its inbox would make us a way into our own
 * network. In the tests (`privateAddresses`), http on loopback is allowed too.
 */
import { lookup } from 'node:dns/promises'

import { isPublicIpAddress } from '../../ground/http/client/publicIpAddress'

export async function isDeliverableInbox(inbox: URL, privateAddresses: boolean): Promise<boolean> {
  if (privateAddresses) return inbox.protocol === 'https:' || inbox.protocol === 'http:'
  if (inbox.protocol !== 'https:') return false
  const addresses = await lookup(inbox.hostname.replace(/^\[|\]$/g, ''), { all: true }).catch(() => [])
  return addresses.length > 0 && addresses.every(({ address }) => isPublicIpAddress(address))
}
