/**
 * Passkeys (WebAuthn Level 3, through @simplewebauthn/server): registration and sign-in ceremonies. The relying
 * party is the site's BASE_URL: its host name is the RP ID and its origin the only origin accepted (WebAuthn §7.1
 * step 9). An IP address cannot be an RP ID: passkeys need a BASE_URL with a host name (`localhost` will do).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { PayloadRequest } from 'payload'

import { env } from '../../ground/env'
import { passkeysOf, recordPasskeyUse, savePasskey } from './passkeyStore'
import { CHALLENGE_TICKET_SECONDS, sealTicket, type Ticket } from './sealedTicket'

function relyingParty(): { rpID: string; origin: string } {
  const url = new URL(env.baseUrl)
  return { rpID: url.hostname, origin: url.origin }
}

const RP_NAME = 'PMS News'

export async function passkeyRegistrationOptions(
  req: PayloadRequest,
  user: { id: number; email: string },
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; ticket: string }> {
  const existing = await passkeysOf(req, user.id)
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty().rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`pmsnews-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: CHALLENGE_TICKET_SECONDS * 1000,
  })
  const ticket = sealTicket(
    { purpose: 'passkey-registration', userId: user.id, email: user.email, challenge: options.challenge },
    CHALLENGE_TICKET_SECONDS,
  )
  return { options, ticket }
}

/** Verifies and keeps a new passkey; false when the response does not answer the ticket's challenge. */
export async function registerPasskey(
  req: PayloadRequest,
  ticket: Ticket,
  response: RegistrationResponseJSON,
  name: string,
): Promise<boolean> {
  const { rpID, origin } = relyingParty()
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: ticket.challenge!,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) return false
  const { credential } = verification.registrationInfo
  await savePasskey(req, ticket.userId, {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
  })
  return true
}

export async function passkeySignInOptions(
  req: PayloadRequest,
  pending: Ticket,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; ticket: string }> {
  const passkeys = await passkeysOf(req, pending.userId)
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    userVerification: 'preferred',
    timeout: CHALLENGE_TICKET_SECONDS * 1000,
  })
  const ticket = sealTicket(
    { purpose: 'passkey-sign-in', userId: pending.userId, email: pending.email, challenge: options.challenge },
    CHALLENGE_TICKET_SECONDS,
  )
  return { options, ticket }
}

/** Whether the response is a fresh signature of the ticket's challenge by one of the person's passkeys. */
export async function passkeySignatureIsRight(
  req: PayloadRequest,
  ticket: Ticket,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const passkey = (await passkeysOf(req, ticket.userId)).find((candidate) => candidate.id === response?.id)
  if (!passkey) return false
  const { rpID, origin } = relyingParty()
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: ticket.challenge!,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: passkey.publicKey,
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!verification?.verified) return false
  return recordPasskeyUse(req, passkey.id, verification.authenticationInfo.newCounter)
}
