/**
 * The sign-in policy's counters (docs/decisions/020-sign-in-policy.md), for every way into a cockpit account: the
 * cockpit's REST and GraphQL login and the OAuth sign-in page. They count per network (an IPv4 address or an IPv6
 * /64), per account and network, and per account over the networks it was never signed in from, so that strangers
 * can neither guess on without end nor lock the owner out: the owner's own network keeps its allowance whatever
 * happens elsewhere. Every attempt is counted before the password is checked (so parallel guesses cannot slip
 * past), limit by limit (one refused by the network's limit spends nothing of the account's), and a success gives
 * its points back. The same for an address with no account, so that the answers never tell one from the other.
 * Counted where every shared limit is (src/ground/rateLimit/, docs/decisions/024-rate-limits.md).
 */
import { APIError, type Payload } from 'payload'

import { networkKey } from '../../ground/http/client/networkKey'
import type { LimitVerdict } from '../../ground/rateLimit/createLimiter'
import { limiterOf } from '../../ground/rateLimit/limiterOf'
import { SIGN_IN_LIMITS } from '../../ground/rateLimit/policies'

/** A 429 (with `Retry-After`) that reads the same for every address, with or without an account. */
export class SignInThrottled extends APIError<{ retry_after_seconds: number }> {
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterSeconds: number) {
    super(
      `${message} Try again in ${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}.`,
      429,
      { retry_after_seconds: retryAfterSeconds },
      true,
    )
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
  /**
   * The password was right and a second step follows (docs/decisions/063-second-factor.md): only the network's point
   * back, so that an office's people are not counted twice; the account's counts stay until the second step passes.
   */
  passwordRight(): Promise<void>
}

export interface SignInLimits {
  /** Counts an attempt before the password is checked; throws SignInThrottled when one of the limits is spent. */
  beginSignIn(email: string, clientIp: string): Promise<SignInAttempt>
  /** Counts a password-reset request; throws SignInThrottled for a network over its limit; false: answer, send nothing. */
  admitPasswordReset(email: string, clientIp: string): Promise<boolean>
}

/** Counts one attempt on each limit in turn; the first that is spent refuses it, and the later ones are not counted. */
async function firstRefusal(consumptions: Array<() => Promise<LimitVerdict>>): Promise<LimitVerdict | null> {
  for (const consume of consumptions) {
    const verdict = await consume()
    if (!verdict.allowed) return verdict
  }
  return null
}

function createSignInLimits(payload: Payload): SignInLimits {
  const perNetwork = limiterOf(payload, SIGN_IN_LIMITS.perNetwork)
  const perAccountAndNetwork = limiterOf(payload, SIGN_IN_LIMITS.perAccountAndNetwork)
  const perAccountFromNewNetworks = limiterOf(payload, SIGN_IN_LIMITS.perAccountFromNewNetworks)
  const knownNetworks = limiterOf(payload, SIGN_IN_LIMITS.knownNetworks)
  const resetsPerNetwork = limiterOf(payload, SIGN_IN_LIMITS.resetsPerNetwork)
  const resetMailsPerAccount = limiterOf(payload, SIGN_IN_LIMITS.resetMailsPerAccount)

  return {
    async beginSignIn(email, clientIp) {
      const network = networkKey(clientIp)
      const account = accountKey(email)
      const accountOnNetwork = `${account}\n${network}`
      const known = await knownNetworks.has(accountOnNetwork)
      const refusal = await firstRefusal([
        () => perNetwork.consume(network),
        () => perAccountAndNetwork.consume(accountOnNetwork),
        ...(known ? [] : [() => perAccountFromNewNetworks.consume(account)]),
      ])
      if (refusal)
        throw new SignInThrottled(
          'Too many failed sign-ins from your network or for this account.',
          refusal.resetSeconds,
        )
      return {
        async succeeded() {
          await Promise.all([
            perNetwork.reward(network),
            perAccountAndNetwork.delete(accountOnNetwork),
            known ? undefined : perAccountFromNewNetworks.reward(account),
            knownNetworks.set(accountOnNetwork, 1, SIGN_IN_LIMITS.knownNetworks.seconds),
          ])
        },
        async passwordRight() {
          await perNetwork.reward(network)
        },
      }
    },

    async admitPasswordReset(email, clientIp) {
      const networkRefusal = await resetsPerNetwork.consume(networkKey(clientIp))
      if (!networkRefusal.allowed)
        throw new SignInThrottled('Too many password-reset requests from your network.', networkRefusal.resetSeconds)
      return (await resetMailsPerAccount.consume(accountKey(email))).allowed
    },
  }
}

const limitsByPayload = new WeakMap<Payload, SignInLimits>()

/** The limits on this Payload instance, made once. */
export function signInLimitsOf(payload: Payload): SignInLimits {
  let limits = limitsByPayload.get(payload)
  if (!limits) limitsByPayload.set(payload, (limits = createSignInLimits(payload)))
  return limits
}
