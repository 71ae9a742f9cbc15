/**
 * An endpoint's signing secret (Standard Webhooks, "Signature scheme"): `whsec_` and 32 random bytes in base64, shown
 * once when it is made and kept sealed (AES-256-GCM under a key of its own derived from PAYLOAD_SECRET,
 * src/ground/lib/sealing.ts): the worker must read it back to sign, so a hash would not do, and a copy of the
 * database alone signs nothing.
 */
import { randomBytes } from 'node:crypto'

import { derivedKey } from '../../ground/config/derivedKey'
import { resolvePayloadSecret } from '../../ground/config/database'
import { env } from '../../ground/env'
import { createSealer, type Sealer } from '../../ground/lib/sealing'

const PREFIX = 'whsec_'

let sealer: Sealer | undefined
const sealerOf = () => (sealer ??= createSealer(derivedKey(resolvePayloadSecret(env), 'webhook-secrets')))

export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`

/** What the cockpit shows of a secret it no longer knows: enough to tell two apart. */
export const secretHint = (secret: string) => `${secret.slice(0, PREFIX.length + 4)}…`

export const sealWebhookSecret = (secret: string) => sealerOf().seal(secret)

export const unsealWebhookSecret = (sealed: string) => sealerOf().unseal(sealed)
