/**
 * Where a webhook may be sent (docs/decisions/077-webhooks.md): https, at a host whose every address is public
 * (src/ground/http/client/publicIpAddress.ts), checked when the endpoint is saved and again before every delivery,
 * which then connects to the addresses checked and no others (src/ground/http/client/pinnedAddresses.ts). With the
 * tests' allowance (WEBHOOKS_TEST_PRIVATE_ADDRESSES, refused by src/ground/env.ts unless BASE_URL is on loopback),
 * http and private addresses are allowed too, for the tests' receivers on 127.0.0.1.
 */
import { addressesOf, type Resolve } from '../../ground/http/client/pinnedAddresses'
import { isPublicIpAddress } from '../../ground/http/client/publicIpAddress'
import type { Env } from '../../ground/env'

export const privateAddressesAllowed = (env: Pick<Env, 'WEBHOOKS_TEST_PRIVATE_ADDRESSES'>) =>
  env.WEBHOOKS_TEST_PRIVATE_ADDRESSES === 'true'

const MAX_URL_LENGTH = 2000

export type WebhookAddresses = { addresses: string[] } | { problem: string }

/** The addresses a delivery to `raw` may connect to, or why it may not be sent there (a sentence after "The URL"). */
export async function webhookAddresses(
  raw: unknown,
  privateAddresses: boolean,
  resolve?: Resolve,
): Promise<WebhookAddresses> {
  if (typeof raw !== 'string' || raw.trim() === '') return { problem: 'is required' }
  if (raw.length > MAX_URL_LENGTH) return { problem: `is longer than ${MAX_URL_LENGTH} characters` }
  const url = URL.parse(raw.trim())
  const schemes = privateAddresses ? ['https:', 'http:'] : ['https:']
  if (!url || !schemes.includes(url.protocol)) return { problem: 'must be an https:// address' }
  if (url.username || url.password) return { problem: 'must not carry a user name or password' }
  const addresses = await addressesOf(url, resolve)
  if (addresses.length === 0) return { problem: `names a host that does not resolve (${url.hostname})` }
  const inner = addresses.find((address) => !isPublicIpAddress(address))
  if (inner && !privateAddresses)
    return { problem: `names a host at ${inner}, which is not a public address (loopback or private)` }
  return { addresses }
}
