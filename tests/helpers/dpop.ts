/** DPoP proofs (RFC 9449 §4.2) as a client makes them, with jose: for the token endpoint, or for a request with a token. */
import { createHash, randomUUID } from 'node:crypto'

import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

export type DpopKey = Awaited<ReturnType<typeof generateKeyPair>>

export const dpopKey = () => generateKeyPair('ES256')

export async function dpopProof(
  key: DpopKey,
  method: string,
  url: string,
  accessToken?: string,
  claims: JWTPayload = {},
): Promise<string> {
  const ath = accessToken ? { ath: createHash('sha256').update(accessToken).digest('base64url') } : {}
  return new SignJWT({
    htm: method,
    htu: url,
    iat: Math.floor(Date.now() / 1000),
    jti: randomUUID(),
    ...ath,
    ...claims,
  })
    .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: await exportJWK(key.publicKey) })
    .sign(key.privateKey)
}
