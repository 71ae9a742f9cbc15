import { createHash, randomUUID } from 'node:crypto'

import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'

import { type DpopRequest, DpopProofError, verifyDpopProof } from './dpopProof'

const URL_OF_RESOURCE = 'https://news.example/mcp'
const ACCESS_TOKEN = 'an-opaque-access-token'
const ath = (token: string) => createHash('sha256').update(token).digest('base64url')

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>
let key: KeyPair
let otherKey: KeyPair
let jkt: string

beforeAll(async () => {
  key = await generateKeyPair('ES256')
  otherKey = await generateKeyPair('ES256')
  jkt = await calculateJwkThumbprint(await exportJWK(key.publicKey))
})

async function proof(
  claims: JWTPayload = {},
  { signer = key, header = {} }: { signer?: KeyPair; header?: Record<string, unknown> } = {},
) {
  const jwk = await exportJWK(signer.publicKey)
  return new SignJWT({
    htm: 'POST',
    htu: URL_OF_RESOURCE,
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    ath: ath(ACCESS_TOKEN),
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk, ...header })
    .sign(signer.privateKey)
}

function request(proofValue: string | null, extra: Partial<DpopRequest> = {}): DpopRequest {
  const seen = new Set<string>()
  return {
    proof: proofValue,
    method: 'POST',
    url: URL_OF_RESOURCE,
    accessToken: ACCESS_TOKEN,
    jkt,
    firstUse: async (id) => !seen.has(id) && Boolean(seen.add(id)),
    ...extra,
  }
}

const refusal = (work: Promise<void>) =>
  work.then(
    () => 'accepted',
    (error: unknown) => (error instanceof DpopProofError ? error.message : `unexpected ${String(error)}`),
  )

describe('verifyDpopProof (RFC 9449 §4.3 at the resource)', () => {
  it('accepts a fresh proof for this request and token, signed by the bound key, once', async () => {
    const value = await proof({ htu: `${URL_OF_RESOURCE}?ignored=1` })
    const once = request(value)
    await expect(verifyDpopProof(once)).resolves.toBeUndefined()
    expect(await refusal(verifyDpopProof(once))).toMatch(/used before/)
  })

  it('refuses a missing proof, two proofs, and a proof that is not a signed dpop+jwt', async () => {
    expect(await refusal(verifyDpopProof(request(null)))).toMatch(/send a DPoP proof/)
    const value = await proof()
    expect(await refusal(verifyDpopProof(request(`${value}, ${value}`)))).toMatch(/exactly one/)
    expect(await refusal(verifyDpopProof(request(await proof({}, { header: { typ: 'JWT' } }))))).toMatch(
      /not a valid dpop\+jwt/,
    )
    const forged = `${value.slice(0, value.lastIndexOf('.'))}.${Buffer.from('not the signature').toString('base64url')}`
    expect(await refusal(verifyDpopProof(request(forged)))).toMatch(/not a valid dpop\+jwt/)
    expect(await refusal(verifyDpopProof(request('not a jwt')))).toMatch(/not a valid dpop\+jwt/)
  })

  it('refuses a proof for another token (ath), by another key, for another method or URL, or out of its time', async () => {
    expect(await refusal(verifyDpopProof(request(await proof({ ath: ath('another token') }))))).toMatch(/ath/)
    expect(await refusal(verifyDpopProof(request(await proof({}, { signer: otherKey }))))).toMatch(/another key/)
    expect(await refusal(verifyDpopProof(request(await proof({ htm: 'GET' }))))).toMatch(/htm must be POST/)
    expect(await refusal(verifyDpopProof(request(await proof({ htu: 'https://elsewhere.example/mcp' }))))).toMatch(
      /htu must be/,
    )
    const now = Math.floor(Date.now() / 1000)
    expect(await refusal(verifyDpopProof(request(await proof({ iat: now - 301 }))))).toMatch(/iat/)
    expect(await refusal(verifyDpopProof(request(await proof({ iat: now + 301 }))))).toMatch(/iat/)
    expect(await refusal(verifyDpopProof(request(await proof({ jti: '' }))))).toMatch(/jti/)
  })
})
