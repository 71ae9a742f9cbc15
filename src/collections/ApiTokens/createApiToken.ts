/**
 * A new API token, made through Payload's create as the issue endpoint and the CLI make one: issueTokenOnCreate
 * makes its secret and stores the hash, and revealTokenOnce hands the plaintext back in this create's result only.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { ApiToken } from '../../content/payload-types'

/** What the issuer chooses; the secret's fields are issueTokenOnCreate's. */
type NewApiToken = Pick<ApiToken, 'name' | 'expires_at'> & Partial<Pick<ApiToken, 'role'>>

export async function createApiToken(
  payload: Payload,
  fields: NewApiToken,
  req?: PayloadRequest,
): Promise<ApiToken & { token: string }> {
  const created = await payload.create({
    collection: 'api-tokens',
    // The hook sets the hash in its place; the type asks for one because the column is required.
    data: { ...fields, role: fields.role ?? 'editor', token_hash: '' },
    overrideAccess: true,
    ...(req ? { req, user: req.user } : {}),
  })
  if (!('token' in created) || typeof created.token !== 'string')
    throw new Error('The new API token came back without its secret (revealTokenOnce did not run).')
  return { ...created, token: created.token }
}
