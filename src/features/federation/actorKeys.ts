/**
 * Each of our actors' key pairs (`federation_actor_keys`, owned here): an RSA pair, with which Fedify signs HTTP
 * requests (the key Mastodon verifies), and an Ed25519 pair for Object Integrity Proofs (FEP-8b32). Made the first
 * time the actor is asked for and kept for good, so that a remote server's cached key stays right; the private halves
 * are sealed like the OAuth server's signing keys (src/features/oauth/sealing.ts). Two instances making an actor's keys at
 * once keep whichever was stored first.
 */
import { webcrypto } from 'node:crypto'

import { exportJwk, importJwk } from '@fedify/fedify'

import type { Queryable } from '../../ground/db/adapter'
import type { Sealer } from '../oauth/sealing'

const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const
type Algorithm = (typeof ALGORITHMS)[number]

/** RSA of 2048 bits, as Mastodon's own actors have: Fedify's default of 4096 costs a second of CPU per actor. */
const generate = (algorithm: Algorithm): Promise<CryptoKeyPair> =>
  (algorithm === 'Ed25519'
    ? webcrypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])
    : webcrypto.subtle.generateKey(
        { name: algorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
        true,
        ['sign', 'verify'],
      )) as Promise<CryptoKeyPair>

interface KeyRow {
  algorithm: Algorithm
  public_jwk: JsonWebKey
  sealed_private_jwk: string
}

export function actorKeys(pool: Queryable, sealer: Sealer) {
  /** Imported pairs by actor, in the order Fedify numbers them (RSA first: `#main-key`). */
  const imported = new Map<string, Promise<CryptoKeyPair[]>>()

  const read = async (actor: string): Promise<KeyRow[]> =>
    (
      await pool.query<KeyRow>(
        `SELECT algorithm, public_jwk, sealed_private_jwk FROM federation_actor_keys WHERE actor = $1`,
        [actor],
      )
    ).rows

  const store = async (actor: string, algorithm: Algorithm) => {
    const pair = await generate(algorithm)
    await pool.query(
      `INSERT INTO federation_actor_keys (actor, algorithm, public_jwk, sealed_private_jwk)
       VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT (actor, algorithm) DO NOTHING`,
      [
        actor,
        algorithm,
        JSON.stringify(await exportJwk(pair.publicKey)),
        sealer.seal(JSON.stringify(await exportJwk(pair.privateKey))),
      ],
    )
  }

  const load = async (actor: string): Promise<CryptoKeyPair[]> => {
    let rows = await read(actor)
    const missing = ALGORITHMS.filter((algorithm) => !rows.some((row) => row.algorithm === algorithm))
    if (missing.length > 0) {
      for (const algorithm of missing) await store(actor, algorithm)
      rows = await read(actor)
    }
    return Promise.all(
      ALGORITHMS.map(async (algorithm) => {
        const row = rows.find((candidate) => candidate.algorithm === algorithm)!
        return {
          publicKey: await importJwk(row.public_jwk, 'public'),
          privateKey: await importJwk(JSON.parse(sealer.unseal(row.sealed_private_jwk)) as JsonWebKey, 'private'),
        }
      }),
    )
  }

  return {
    /** The actor's pairs, made and stored on first use. */
    pairsOf(actor: string): Promise<CryptoKeyPair[]> {
      let pairs = imported.get(actor)
      if (!pairs) {
        pairs = load(actor)
        imported.set(actor, pairs)
        pairs.catch(() => imported.delete(actor))
      }
      return pairs
    },
  }
}
