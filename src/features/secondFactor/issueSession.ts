/**
 * The cockpit session a person gets once the second step is passed: what Payload's login does after a right
 * password (a session row, the JWT naming it, the cookie), with Payload's own functions, so that the session is
 * Payload's in every respect (expiry, refresh, log-out).
 */
import { getFieldsToSign, jwtSign, type PayloadRequest, type TypedUser } from 'payload'
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
  const found = await payload.db.findOne<TypedUser>({ collection: 'users', req, where: { id: { equals: userId } } })
  if (!found) throw new Error(`account ${userId} is gone`)
  const user: TypedUser = { ...found, collection: 'users' }
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: user.email, sid, user })
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
