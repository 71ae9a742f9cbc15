/**
 * An activity signed as we send it (docs/decisions/044-federation.md): the document we keep and serve (./outbox.ts),
 * signed as it stands. Fedify's own sending reads an activity into its vocabulary and writes it out again, which keeps
 * only the terms Fedify knows: an article's AI-use terms (./articleObject.ts) were lost on the way. Signed as Fedify
 * signs: an Object Integrity Proof per Ed25519 key (FEP-8b32, the `eddsa-jcs-2022` cryptosuite of W3C's Data Integrity
 * EdDSA Cryptosuites v1.0, §3.3), then a Linked Data Signature by the RSA key over the document with its proofs
 * (RsaSignature2017, which Mastodon checks on what it relays). The HTTP signature is made per request
 * (./postActivity.ts).
 */
import { type ActorKeyPair, type Context, signJsonLd } from '@fedify/fedify'

import { base58btc } from '../../ground/lib/base58btc'
import { log } from '../../ground/log'
import { canonicalJson } from '../../ground/lib/canonicalJson'
import type { JsonObject } from './articleObject'

/** The terms of a proof (`proof`, `DataIntegrityProof`, its fields), added to the context of what carries one. */
const DATA_INTEGRITY_CONTEXT = 'https://w3id.org/security/data-integrity/v1'

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/** The document's context with the proof terms after its first (ActivityStreams') entry, whose terms they leave alone. */
function withProofTerms(document: JsonObject): JsonObject {
  const context = [document['@context']].flat()
  return context.includes(DATA_INTEGRITY_CONTEXT)
    ? document
    : { ...document, '@context': [context[0], DATA_INTEGRITY_CONTEXT, ...context.slice(1)] }
}

/**
 * A proof of `document` by an Ed25519 key: the hash of the proof's options (with the document's context) and the
 * hash of the document, each in JCS (RFC 8785), signed together. `created` is to the second: a verifier writes the
 * instant back to rebuild the options, and Fedify's writes no fraction for a whole second.
 */
async function integrityProof(
  document: JsonObject,
  privateKey: CryptoKey,
  verificationMethod: string,
  created: string,
) {
  const options = {
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    verificationMethod,
    proofPurpose: 'assertionMethod',
    created,
  }
  const hashes = new Uint8Array(64)
  hashes.set(await sha256(canonicalJson({ '@context': document['@context'], ...options })), 0)
  hashes.set(await sha256(canonicalJson(document)), 32)
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, hashes))
  return { ...options, proofValue: `z${base58btc(signature)}` }
}

const isRsa = (pair: ActorKeyPair) => pair.privateKey.algorithm.name === 'RSASSA-PKCS1-v1_5'

/** The actor's RSA pair: the key of its HTTP and Linked Data signatures (`#main-key`, ./actorKeys.ts). */
export function rsaPairOf(pairs: readonly ActorKeyPair[]): ActorKeyPair {
  const pair = pairs.find(isRsa)
  if (!pair) throw new Error('the actor has no RSA key to sign with')
  return pair
}

/** `document` (an activity with its context) with its proofs and Linked Data signature. */
export async function signedActivity(
  document: JsonObject,
  pairs: readonly ActorKeyPair[],
  contextLoader: Context<void>['contextLoader'],
  now = new Date(),
): Promise<JsonObject> {
  const unsigned = withProofTerms(document)
  const created = `${now.toISOString().slice(0, 19)}Z`
  const proofs = await Promise.all(
    pairs
      .filter((pair) => pair.privateKey.algorithm.name === 'Ed25519' && pair.multikey.id)
      .map((pair) => integrityProof(unsigned, pair.privateKey, pair.multikey.id!.href, created)),
  )
  const proven = proofs.length === 0 ? unsigned : { ...unsigned, proof: proofs.length === 1 ? proofs[0] : proofs }
  const rsa = rsaPairOf(pairs)
  try {
    return (await signJsonLd(proven, rsa.privateKey, rsa.keyId, { contextLoader })) as JsonObject
  } catch (error) {
    // A document JSON-LD cannot canonicalise (a term no context defines, a relative IRI) goes with its proofs and
    // HTTP signature only, as Fedify sends it: Mastodon needs the Linked Data signature only to relay it.
    if (!(error instanceof Error && error.name.startsWith('jsonld.'))) throw error
    log.warn(`federation: ${String(document.id)} goes without a Linked Data signature: ${error.message}`)
    return proven
  }
}
