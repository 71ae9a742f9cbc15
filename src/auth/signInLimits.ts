/**
 * The sign-in policy's counters (docs/decisions/020-sign-in-policy.md), for every way into a cockpit account: the
 * cockpit's REST and GraphQL login and the OAuth sign-in page. They count per network (an IPv4 address or an IPv6
 * /64), per account and network, and per account over the networks it was never signed in from, so that strangers
 * can neither guess on without end nor lock the owner out: the owner's own network keeps its allowance whatever
 * happens elsewhere. Every attempt is counted before the password is checked (so parallel guesses cannot slip
 * past), limit by limit (one refused by the network's limit spends nothing of the account's), and a success gives
 * its points back. The same for an address with no account, so that the answers never
 * tell one from the other.
 *
 * Counted in PostgreSQL (the `rate_limits` table, through rate-limiter-flexible, as the newsletter's and the OAuth
 * registration's limits are), so that every app instance shares one count, under keyed hashes: the table holds no
 * address in the clear.
 */
import { createHmac } from 'node:crypto'

import { APIError } from 'payload'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { networkKey } from '../http/clientNetwork'
import type { Queryable } from '../db/adapter'

const MINUTE_SECONDS = 60
const DAY_SECONDS = 24 * 60 * MINUTE_SECONDS

export const SIGN_IN_LIMITS = {
  /** Failed sign-ins from one network, whatever the accounts. */
  perNetwork: { points: 30, seconds: 15 * MINUTE_SECONDS },
  /** Failed sign-ins to one account from one network. */
  perAccountAndNetwork: { points: 5, seconds: 15 * MINUTE_SECONDS },
  /** Failed sign-ins to one account from all the networks it has never been signed in from. */
  perAccountFromNewNetworks: { points: 10, seconds: 15 * MINUTE_SECONDS },
  /** How long a network stays "known" to an account after a successful sign-in from it. */
  knownNetworkDays: 90,
  /** Password-reset requests from one network (more: 429). */
  resetsPerNetwork: { points: 10, seconds: 60 * MINUTE_SECONDS },
  /** Password-reset mails to one address (more are answered alike, and not sent). */
  resetMailsPerAccount: { points: 3, seconds: 60 * MINUTE_SECONDS },
} as const

/** A 429 (with `Retry-After`) that reads the same for every address, with or without an account. */
export class SignInThrottled extends APIError<{ retry_after_seconds: number }> {
  readonly retryAfterSeconds: number

  constructor(message: string, msBeforeNext: number) {
    const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
    super(`${message} Try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`, 429, { retry_after_seconds: retryAfterSeconds }, true)
    // Payload names errors after their class, which the production build minifies; answers and log levels use it.
    this.name = 'SignInThrottled'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Payload's own normalisation of a sign-in email (its login and forgot-password operations compare this). */
export const accountKey = (email: string) => email.toLowerCase().trim()

export interface SignInAttempt {
  /** The password was right: give the attempt's points back and remember the network for this account. */
  succeeded(): Promise<void>
}

export interface SignInLimits {
  /** Counts an attempt before the password is checked; throws SignInThrottled when one of the limits is spent. */
  beginSignIn(email: string, clientIp: string): Promise<SignInAttempt>
  /** Counts a password-reset request; throws SignInThrottled for a network over its limit; false: answer, send nothing. */
  admitPasswordReset(email: string, clientIp: string): Promise<boolean>
}

function limiter(pool: Queryable, keyPrefix: string, { points, seconds }: { points: number; seconds: number }) {
  return new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix, points, duration: seconds })
}

/** Counts one attempt on each limit in turn; the first that is spent refuses it, and the later ones are not counted. */
async function consumeInTurn(consumptions: Array<() => Promise<unknown>>): Promise<RateLimiterRes | null> {
  for (const consume of consumptions) {
    try {
      await consume()
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection
      throw rejection
    }
  }
  return null
}

/** `hashKey`: a key of its own for the counters' names (derivedKey(secret, 'rate-limit-keys'), as every limit's). */
export function createSignInLimits(pool: Queryable, hashKey: Buffer): SignInLimits {
  const perNetwork = limiter(pool, 'sign-in-network', SIGN_IN_LIMITS.perNetwork)
  const perAccountAndNetwork = limiter(pool, 'sign-in-account-network', SIGN_IN_LIMITS.perAccountAndNetwork)
  const perAccountFromNewNetworks = limiter(pool, 'sign-in-account', SIGN_IN_LIMITS.perAccountFromNewNetworks)
  // Not a limit: a row per account and network that signed in, read with get(); the same table and expiry sweep.
  const knownNetworks = limiter(pool, 'sign-in-known', { points: 1, seconds: SIGN_IN_LIMITS.knownNetworkDays * DAY_SECONDS })
  const resetsPerNetwork = limiter(pool, 'reset-network', SIGN_IN_LIMITS.resetsPerNetwork)
  const resetMailsPerAccount = limiter(pool, 'reset-account', SIGN_IN_LIMITS.resetMailsPerAccount)
  const keyOf = (...parts: string[]) => createHmac('sha256', hashKey).update(parts.join('\n')).digest('base64url')

  return {
    async beginSignIn(email, clientIp) {
      const network = keyOf(networkKey(clientIp))
      const account = keyOf(accountKey(email))
      const accountOnNetwork = keyOf(accountKey(email), networkKey(clientIp))
      const known = (await knownNetworks.get(accountOnNetwork)) !== null
      const rejection = await consumeInTurn([
        () => perNetwork.consume(network),
        () => perAccountAndNetwork.consume(accountOnNetwork),
        ...(known ? [] : [() => perAccountFromNewNetworks.consume(account)]),
      ])
      if (rejection) throw new SignInThrottled('Too many failed sign-ins from your network or for this account.', rejection.msBeforeNext)
      return {
        async succeeded() {
          await Promise.all([
            perNetwork.reward(network),
            perAccountAndNetwork.delete(accountOnNetwork),
            known ? undefined : perAccountFromNewNetworks.reward(account),
            knownNetworks.set(accountOnNetwork, 1, SIGN_IN_LIMITS.knownNetworkDays * DAY_SECONDS),
          ])
        },
      }
    },

    async admitPasswordReset(email, clientIp) {
      const networkRejection = await consumeInTurn([() => resetsPerNetwork.consume(keyOf(networkKey(clientIp)))])
      if (networkRejection) throw new SignInThrottled('Too many password-reset requests from your network.', networkRejection.msBeforeNext)
      return (await consumeInTurn([() => resetMailsPerAccount.consume(keyOf(accountKey(email)))])) === null
    },
  }
}
