/**
 * The cookie that carries a pending sign-in (a sealed ticket, src/features/secondFactor/sealedTicket.ts) from the
 * password to the second step: HttpOnly, SameSite=Strict, sent only to the sign-in endpoints under
 * `/cms-api/users`, Secure on an https BASE_URL, gone after ten minutes.
 */
import { env } from '../../ground/env'
import { SIGN_IN_TICKET_SECONDS } from './sealedTicket'

const PENDING_COOKIE = 'pmsnews-second-step'

const attributes = () =>
  `Path=/cms-api/users; HttpOnly; SameSite=Strict${new URL(env.baseUrl).protocol === 'https:' ? '; Secure' : ''}`

export const pendingCookie = (ticket: string) =>
  `${PENDING_COOKIE}=${ticket}; Max-Age=${SIGN_IN_TICKET_SECONDS}; ${attributes()}`

export const clearedPendingCookie = () => `${PENDING_COOKIE}=; Max-Age=0; ${attributes()}`

export function pendingTicketIn(headers: Headers): string | null {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === PENDING_COOKIE) return value.join('=')
  }
  return null
}
