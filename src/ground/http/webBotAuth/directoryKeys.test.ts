import { generateKeyPairSync } from 'node:crypto'

import { calculateJwkThumbprint, type JWK } from 'jose'
import { describe, expect, it } from 'vitest'

import { directoryKeys, DirectoryRejected } from './directoryKeys'

const ed25519 = () => generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' })
const thumbprintOf = (jwk: object) => calculateJwkThumbprint(jwk as JWK, 'sha256')

/** RFC 9421 Appendix B.1.4's test key, with which the RFC's and the draft's test vectors are signed. */
const RFC_9421_TEST_KEY = { kty: 'OKP', crv: 'Ed25519', x: 'JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs' }

describe('directoryKeys', () => {
  it('keeps each Ed25519 key under its JWK thumbprint, with its kid when that is the thumbprint', async () => {
    const [plain, labelled] = [ed25519(), ed25519()]
    const keys = await directoryKeys({ keys: [plain, { ...labelled, kid: await thumbprintOf(labelled), use: 'sig' }] })
    expect([...keys.keys()]).toEqual([await thumbprintOf(plain), await thumbprintOf(labelled)])
    expect(keys.get(await thumbprintOf(plain))!.key.asymmetricKeyType).toBe('ed25519')
  })

  it('leaves out other key types, malformed keys, private keys, encryption keys and a kid that is not the thumbprint', async () => {
    const good = ed25519()
    const keys = await directoryKeys({
      keys: [
        good,
        { kty: 'RSA', n: 'AQAB', e: 'AQAB' },
        { kty: 'OKP', crv: 'X25519', x: good.x },
        { kty: 'OKP', crv: 'Ed25519', x: 'too-short' },
        { ...ed25519(), d: 'bm90IGEgc2VjcmV0' },
        { ...ed25519(), use: 'enc' },
        { ...ed25519(), kid: 'crawler-2027' },
        'not a key',
      ],
    })
    expect([...keys.keys()]).toEqual([await thumbprintOf(good)])
  })

  it("leaves out RFC 9421's test key, unless told the directory is a test's", async () => {
    const testKeyId = 'poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U'
    expect(await thumbprintOf(RFC_9421_TEST_KEY)).toBe(testKeyId)
    expect([...(await directoryKeys({ keys: [RFC_9421_TEST_KEY] })).keys()]).toEqual([])
    expect([...(await directoryKeys({ keys: [RFC_9421_TEST_KEY] }, { acceptTestKeys: true })).keys()]).toEqual([
      testKeyId,
    ])
  })

  it('keeps nbf and exp, which say when a key may be used', async () => {
    const jwk = ed25519()
    const keys = await directoryKeys({ keys: [{ ...jwk, nbf: 1_800_000_000, exp: 1_900_000_000 }] })
    expect(keys.get(await thumbprintOf(jwk))).toMatchObject({ notBefore: 1_800_000_000, expires: 1_900_000_000 })
  })

  it.each([
    ['no JWK Set', [ed25519()], /not a JWK Set/],
    ['keys that are no array', { keys: ed25519() }, /not a JWK Set/],
    ['more than 32 keys', { keys: Array.from({ length: 33 }, ed25519) }, /has 33 keys, more than 32/],
  ])('refuses %s', async (_what, document, message) => {
    const refusal = directoryKeys(document)
    await expect(refusal).rejects.toThrow(DirectoryRejected)
    await expect(refusal).rejects.toThrow(message)
  })
})
