/**
 * The cockpit session a person gets once the second step is passed: what Payload's login does after a right
 * password (a session row, the JWT naming it, the cookie), with Payload's own functions, so that the session is
 * Payload's in every respect (expiry, refresh, log-out).
 */
import { getFieldsToSign, jwtSign, type PayloadRequest } from 'payload'
import { addSessionToUser, generatePayloadCookie } from 'payload/shared'

export interface IssuedSession {
  token: string
  exp: number
  /** The `Set-Cookie` value of Payload's session cookie. */
  cookie: string
}

export async function issueSession(req: PayloadRequest, userId: number): Promise<IssuedSession> {
  const { payload } = req
  const collectionConfig = payload.collections.users.config
  const user = (await payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: userId } },
  })) as Record<string, unknown> & { id: number; email: string }
  user.collection = 'users'
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: user as never })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user: user as never })
  const { exp, token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  const cookie = generatePayloadCookie({
    collectionAuthConfig: collectionConfig.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  return { token, exp, cookie }
}
