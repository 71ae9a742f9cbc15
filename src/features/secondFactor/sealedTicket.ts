/**
 * Short-lived tickets the server hands out and reads back, sealed (AES-256-GCM) so that a client can neither read
 * nor forge one: the pending sign-in after a right password (`sign-in`, or `set-up` for a person whose role needs a
 * second factor they have not set up), and a WebAuthn challenge (`passkey-registration`, `passkey-sign-in`).
 */
import { pendingSealer } from './sealer'

export type TicketPurpose = 'sign-in' | 'set-up' | 'passkey-registration' | 'passkey-sign-in'

export interface Ticket {
  purpose: TicketPurpose
  userId: number
  /** The sign-in address, for the sign-in limits' keys. */
  email: string
  /** A WebAuthn challenge, for the passkey tickets. */
  challenge?: string
  /** Seconds since the epoch after which the ticket is refused. */
  exp: number
}

export const SIGN_IN_TICKET_SECONDS = 10 * 60
export const CHALLENGE_TICKET_SECONDS = 5 * 60

export function sealTicket(ticket: Omit<Ticket, 'exp'>, seconds: number): string {
  return pendingSealer().seal(JSON.stringify({ ...ticket, exp: Math.floor(Date.now() / 1000) + seconds }))
}

/** The ticket, when it is one of ours, of one of these purposes, and not expired; otherwise null. */
export function openTicket(sealed: unknown, purposes: TicketPurpose[]): Ticket | null {
  if (typeof sealed !== 'string' || sealed.length > 4096) return null
  try {
    const ticket = JSON.parse(pendingSealer().unseal(sealed)) as Ticket
    if (!purposes.includes(ticket.purpose) || ticket.exp < Date.now() / 1000) return null
    return ticket
  } catch {
    return null
  }
}
