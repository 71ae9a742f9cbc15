import {
  type ActorKeyPair,
  detachSignature,
  generateCryptoKeyPair,
  preloadedContexts,
  verifyJsonLd,
  verifyObject,
} from '@fedify/fedify'
import { Application, Create, CryptographicKey, Delete, Multikey } from '@fedify/vocab'
import { describe, expect, it } from 'vitest'

import { tombstone, withContext } from './articleObject'
import { signedActivity } from './signedActivity'

const ACTOR = 'https://news.example/ap/actors/news'

/** The site's actor with an RSA and an Ed25519 key, and a loader that serves its documents and the preloaded contexts. */
async function siteActor() {
  const [rsa, ed25519] = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')]
  const owner = new URL(ACTOR)
  const cryptographicKey = new CryptographicKey({ id: new URL(`${ACTOR}#main-key`), owner, publicKey: rsa.publicKey })
  const multikey = new Multikey({ id: new URL(`${ACTOR}#key-2`), controller: owner, publicKey: ed25519.publicKey })
  const pairs: ActorKeyPair[] = [
    {
      ...rsa,
      keyId: cryptographicKey.id!,
      cryptographicKey,
      multikey: new Multikey({ id: new URL(`${ACTOR}#key-1`) }),
    },
    { ...ed25519, keyId: multikey.id!, cryptographicKey, multikey },
  ]
  const actor = await new Application({
    id: owner,
    inbox: new URL(`${ACTOR}/inbox`),
    publicKey: cryptographicKey,
    assertionMethod: multikey,
  }).toJsonLd()
  const documents: Record<string, unknown> = {
    ...preloadedContexts,
    [ACTOR]: actor,
    [cryptographicKey.id!.href]: await cryptographicKey.toJsonLd(),
    [multikey.id!.href]: await multikey.toJsonLd(),
  }
  const loader = async (url: string) => {
    const document = documents[url] ?? documents[url.replace(/#.*$/, '')]
    if (!document) throw new Error(`no document at ${url}`)
    return { contextUrl: null, documentUrl: url, document }
  }
  return { pairs, loaders: { documentLoader: loader, contextLoader: loader } }
}

const create = withContext({
  id: 'https://news.example/ap/activities/00000000-0000-4000-8000-000000000001',
  type: 'Create',
  actor: ACTOR,
  to: ['https://www.w3.org/ns/activitystreams#Public'],
  object: {
    id: 'https://news.example/ap/articles/1',
    type: 'Article',
    attributedTo: ACTOR,
    name: 'Harbor states its terms',
    contentSignal: 'search=yes, ai-train=no',
    contentUsage: 'train-ai=n',
    tdmReservation: 1,
  },
})

describe('signedActivity', () => {
  it('keeps the document as it is and signs it with a Linked Data signature and an Object Integrity Proof', async () => {
    const { pairs, loaders } = await siteActor()
    const signed = await signedActivity(create, pairs, loaders.contextLoader)
    expect(signed.object).toEqual(create.object)
    expect(signed['@context']).toEqual(expect.arrayContaining(create['@context'] as unknown[]))
    expect(signed.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-jcs-2022' })
    expect(await verifyJsonLd(signed, loaders)).toBe(true)
    expect(await verifyObject(Create, detachSignature(signed), loaders)).not.toBeNull()
  })

  it('signs the Delete of an article, its Tombstone with it', async () => {
    const { pairs, loaders } = await siteActor()
    const removal = withContext({
      id: 'https://news.example/ap/activities/00000000-0000-4000-8000-000000000002',
      type: 'Delete',
      actor: ACTOR,
      to: ['https://www.w3.org/ns/activitystreams#Public'],
      object: tombstone('https://news.example', 1, new Date()),
    })
    const signed = await signedActivity(removal, pairs, loaders.contextLoader)
    expect(await verifyJsonLd(signed, loaders)).toBe(true)
    expect(await verifyObject(Delete, detachSignature(signed), loaders)).not.toBeNull()
  })

  it('is caught out by any change to what it signed', async () => {
    const { pairs, loaders } = await siteActor()
    const signed = await signedActivity(create, pairs, loaders.contextLoader)
    const changed = { ...signed, object: { ...(signed.object as object), tdmReservation: 0 } }
    expect(await verifyJsonLd(changed, loaders)).toBe(false)
    expect(await verifyObject(Create, detachSignature(changed), loaders)).toBeNull()
  })
})
