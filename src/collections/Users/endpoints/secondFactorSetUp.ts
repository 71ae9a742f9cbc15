/**
 * Setting up and removing second factors (docs/decisions/063-second-factor.md), for the signed-in person or the holder
 * of a set-up ticket (a role that needs a second factor, at sign-in). Finishing a set-up with a ticket signs the
 * person in. Every answer is `no-store`: secrets and recovery codes are shown once.
 */
import { addDataAndFileToRequest, APIError, type Endpoint, type PayloadRequest } from 'payload'

import { pendingTicketIn } from '../../../features/secondFactor/pendingCookie'
import { passwordIsRight } from '../../../features/secondFactor/passwordCheck'
import {
  addPasskey,
  beginTotp,
  confirmTotp,
  passkeyOptionsFor,
  personSettingUp,
  removeFactor,
  renewRecoveryCodes,
  type Person,
} from '../../../features/secondFactor/setUp'
import { signedIn } from './secondStep'

const noStore = { headers: { 'Cache-Control': 'no-store' } }

async function personOf(req: PayloadRequest): Promise<Person> {
  await addDataAndFileToRequest(req)
  const person = personSettingUp(req, pendingTicketIn(req.headers))
  // The actor of the audit trail's record: the person, signed in or finishing their sign-in.
  if (person.viaTicket) req.user = { id: person.id, email: person.email, collection: 'users' } as PayloadRequest['user']
  return person
}

/** Done: the signed-in person gets the result; a ticket holder gets their session with it. */
const finished = async (req: PayloadRequest, person: Person, result: { recoveryCodes: string[] | null }) =>
  person.viaTicket ? signedIn(req, person.id, result) : Response.json(result, noStore)

export const secondFactorSetUpEndpoints: Endpoint[] = [
  {
    path: '/second-factor/totp',
    method: 'post',
    handler: async (req) => Response.json(await beginTotp(req, await personOf(req)), noStore),
  },
  {
    path: '/second-factor/totp/confirm',
    method: 'post',
    handler: async (req) => {
      const person = await personOf(req)
      return finished(req, person, await confirmTotp(req, person, req.data?.code))
    },
  },
  {
    path: '/second-factor/passkeys/options',
    method: 'post',
    handler: async (req) => Response.json(await passkeyOptionsFor(req, await personOf(req)), noStore),
  },
  {
    path: '/second-factor/passkeys',
    method: 'post',
    handler: async (req) => {
      const person = await personOf(req)
      return finished(req, person, await addPasskey(req, person, req.data ?? {}))
    },
  },
  {
    path: '/second-factor/recovery-codes',
    method: 'post',
    handler: async (req) => {
      const person = await personOf(req)
      if (person.viaTicket) throw new APIError('Sign in first.', 401, undefined, true)
      return Response.json({ recoveryCodes: await renewRecoveryCodes(req, person) }, noStore)
    },
  },
  {
    path: '/second-factor/remove',
    method: 'post',
    handler: async (req) => {
      const person = await personOf(req)
      if (person.viaTicket) throw new APIError('Sign in first.', 401, undefined, true)
      if (!(await passwordIsRight(req, person.email, req.data?.password)))
        throw new APIError('The password is not right.', 403, undefined, true)
      await removeFactor(req, person, req.data ?? {})
      return Response.json({ message: 'Removed.' }, noStore)
    },
  },
]
