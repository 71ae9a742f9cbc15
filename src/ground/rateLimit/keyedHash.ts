import { createHmac } from 'node:crypto'

import { derivedKey } from '../config/derivedKey'

/**
 * The name a shared store (PostgreSQL, Redis) sees for a counter: a keyed hash of what is counted (a network, a
 * mailbox, a token id), so that the store holds no address in the clear and its names cannot be tried against a
 * list of addresses without PAYLOAD_SECRET. The key is the one every release has used, so counts survive an upgrade.
 */
export function keyedHasher(secret: string): (key: string) => string {
  const hashKey = derivedKey(secret, 'rate-limit-keys')
  return (key) => createHmac('sha256', hashKey).update(key).digest('base64url')
}
