/**
 * The site's federation (./federation.ts) with this process's settings, loaded on first use: Fedify and its JSON-LD
 * processor take about 0.3 s and 40 MB, which a process nobody federates with never pays — the router's (on the first
 * request to one of the social web's addresses) and the worker's (on the first delivery) alike.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Federation } from '@fedify/fedify'
import type { Payload } from 'payload'

import { derivedKey } from '../../ground/config/derivedKey'
import { resolvePayloadSecret } from '../../ground/config/database'
import type { Env } from '../../ground/env'
import { PROJECT_ROOT } from '../../ground/lib/projectRoot'
import { createSealer } from '../oauth/sealing'

/** The version NodeInfo names: the package's. */
const packageVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version

/** Tests only: Fedify may reach loopback (the settings refuse it unless the site itself is on loopback). */
export const privateAddressesAllowed = (env: Env) => env.FEDERATION_TEST_PRIVATE_ADDRESSES === 'true'

export function siteFederation(env: Env, payload: Payload): () => Promise<Federation<void>> {
  let loaded: Promise<Federation<void>> | undefined
  return () =>
    (loaded ??= import('./federation').then(({ createSiteFederation }) =>
      createSiteFederation({
        payload,
        baseUrl: env.baseUrl,
        sealer: createSealer(derivedKey(resolvePayloadSecret(env), 'federation-keys')),
        privateAddresses: privateAddressesAllowed(env),
        version: packageVersion(),
      }),
    ))
}
