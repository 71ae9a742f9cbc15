/**
 * Every limit of the app in one list: what it counts, how many, over how long (docs/decisions/024-rate-limits.md).
 * A policy's name is its counters' key prefix in every store (the PostgreSQL rows of earlier releases keep theirs).
 */
import type { Env } from '../env'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface LimitPolicy {
  name: string
  points: number
  seconds: number
  /** The policy's name in the `RateLimit-Policy` and `RateLimit` fields, for the limits that announce them. */
  field?: string
  /** Counted on every public request, page-cache hits included: kept in READ_RATE_LIMIT_STORE (limiterOf.ts). */
  everyPublicRequest?: true
  /**
   * Counted in each instance's memory and settled with the shared store in batches, within a stated tolerance
   * (batchedCounter.ts, docs/decisions/040-limits-settled-in-batches.md), instead of one round trip per count: for
   * limits counted on requests that are otherwise cheap and whose budget may be overshot by a few requests.
   */
  settledInBatches?: true
}

/** The sign-in policy's limits (docs/decisions/020-sign-in-policy.md). */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins from one network, whatever the accounts. */
  perNetwork: { name: 'sign-in-network', points: 30, seconds: 15 * MINUTE },
  /** Failed sign-ins to one account from one network. */
  perAccountAndNetwork: { name: 'sign-in-account-network', points: 5, seconds: 15 * MINUTE },
  /** Failed sign-ins to one account from all the networks it has never been signed in from. */
  perAccountFromNewNetworks: { name: 'sign-in-account', points: 10, seconds: 15 * MINUTE },
  /** Not a limit: an account's networks "known" after a successful sign-in from them, for 90 days. */
  knownNetworks: { name: 'sign-in-known', points: 1, seconds: 90 * DAY },
  /** Password-reset requests from one network (more: 429). */
  resetsPerNetwork: { name: 'reset-network', points: 10, seconds: HOUR },
  /** Password-reset mails to one address (more are answered alike, and not sent). */
  resetMailsPerAccount: { name: 'reset-account', points: 3, seconds: HOUR },
} as const satisfies Record<string, LimitPolicy>

/**
 * Guesses of a device flow's user code (RFC 8628 §5.1) on the device page, /oauth/device
 * (src/features/oauth/deviceCodeGuesses.ts): codes entered that were not accepted.
 */
const DEVICE_CODE_GUESS_LIMITS = {
  /** By one browser session: the page says how many are left. */
  perSession: { name: 'device-code-guesses-session', points: 5, seconds: 15 * MINUTE },
  /** From one client network, whatever the sessions (a new session is only a GET away). */
  perNetwork: { name: 'device-code-guesses-network', points: 20, seconds: 15 * MINUTE },
} as const satisfies Record<string, LimitPolicy>

/**
 * Not a limit: the nonces of Web Bot Auth signatures seen (src/ground/http/webBotAuth/verifyBotSignature.ts), a first-use
 * guard (createLimiter.ts) that remembers each until its signature expires, at most a day.
 */
export const WEB_BOT_AUTH_NONCES = {
  name: 'web-bot-auth-nonce',
  points: 1,
  seconds: DAY,
} as const satisfies LimitPolicy

type LimitSettings = Pick<
  Env,
  | 'READ_RATE_LIMIT_PER_MINUTE'
  | 'VERIFIED_AGENT_READS_PER_MINUTE'
  | 'VERIFIED_AGENT_READS_PER_NETWORK_PER_MINUTE'
  | 'INGEST_RATE_LIMIT_PER_MINUTE'
  | 'SUBSCRIBE_LIMIT_PER_IP_PER_HOUR'
  | 'SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY'
  | 'MCP_RATE_LIMIT_PER_MINUTE'
  | 'CMS_API_ANONYMOUS_LIMIT_PER_MINUTE'
  | 'NEWSLETTER_MAX_PER_MINUTE'
  | 'FEDERATION_DELIVERIES_PER_MINUTE'
  | 'OAUTH_START_LIMIT_PER_15_MINUTES'
>

export function limitPolicies(env: LimitSettings) {
  return {
    /** Requests to the public site per client network (docs/decisions/021-the-http-edge.md). */
    read: {
      name: 'read',
      points: env.READ_RATE_LIMIT_PER_MINUTE,
      seconds: MINUTE,
      field: 'per-ip',
      everyPublicRequest: true,
      settledInBatches: true,
    },
    /**
     * Requests to the public site per verified agent (Web Bot Auth, docs/decisions/046-web-bot-auth.md): an agent that
     * proved who it is reads on a budget of its own, by its directory's host, wherever its requests come from.
     */
    verifiedAgentRead: {
      name: 'verified-agent-read',
      points: env.VERIFIED_AGENT_READS_PER_MINUTE,
      seconds: MINUTE,
      field: 'per-agent',
      everyPublicRequest: true,
      settledInBatches: true,
    },
    /**
     * Signed requests per client network, whatever hosts they sign as (docs/decisions/056-verified-agents-per-network.md):
     * counted before a signature is looked at, so that one client naming ever new hosts neither multiplies the
     * per-agent budget nor makes us fetch a key directory for each; the reads of a verified agent past a request's
     * first (a news MCP batch) count here too.
     */
    verifiedAgentNetworkRead: {
      name: 'verified-agent-network',
      points: env.VERIFIED_AGENT_READS_PER_NETWORK_PER_MINUTE,
      seconds: MINUTE,
      field: 'per-agent-network',
      everyPublicRequest: true,
      settledInBatches: true,
    },
    /** Writes to the ingestion API (articles and images together) per API token. */
    ingestWrites: {
      name: 'ingest-token',
      points: env.INGEST_RATE_LIMIT_PER_MINUTE,
      seconds: MINUTE,
      field: 'per-token',
    },
    /** POST /subscribe per client network. */
    subscribesPerNetwork: { name: 'subscribe-ip', points: env.SUBSCRIBE_LIMIT_PER_IP_PER_HOUR, seconds: HOUR },
    /** POST /subscribe per mailbox. */
    subscribesPerMailbox: { name: 'subscribe-address', points: env.SUBSCRIBE_LIMIT_PER_ADDRESS_PER_DAY, seconds: DAY },
    /** MCP messages per OAuth grant. */
    mcpCalls: { name: 'mcp-grant', points: env.MCP_RATE_LIMIT_PER_MINUTE, seconds: MINUTE },
    /** Open OAuth client registrations per client network: registering is free, a flood of clients is not. */
    oauthRegistrations: { name: 'oauth-register', points: 20, seconds: HOUR },
    /**
     * OAuth requests that store something for a person who has not signed in (src/features/oauth/startLimit.ts), per
     * client network: an authorization request (an Interaction), a pushed one, a device authorization (a DeviceCode)
     * and the device page (a Session).
     */
    oauthStarts: { name: 'oauth-start', points: env.OAUTH_START_LIMIT_PER_15_MINUTES, seconds: 15 * MINUTE },
    deviceCodeGuessesPerSession: DEVICE_CODE_GUESS_LIMITS.perSession,
    deviceCodeGuessesPerNetwork: DEVICE_CODE_GUESS_LIMITS.perNetwork,
    /** /cms-api requests without a signed-in user per client network (docs/decisions/022). */
    cmsApiAnonymous: {
      name: 'cms-api-anonymous',
      points: env.CMS_API_ANONYMOUS_LIMIT_PER_MINUTE,
      seconds: MINUTE,
      field: 'anonymous',
      settledInBatches: true,
    },
    /**
     * Deliveries to the social web's inboxes per client network (a remote server's addresses), before any signature
     * is checked: a check fetches the signer's key, which a flood of deliveries would make us fetch for each.
     * Exact (one round trip to the store per delivery, next to a signature check that costs far more).
     */
    federationDeliveries: {
      name: 'federation-deliveries',
      points: env.FEDERATION_DELIVERIES_PER_MINUTE,
      seconds: MINUTE,
      field: 'per-server',
    },
    /** Newsletter mails, every worker together (docs/decisions/036-newsletter-delivery.md): one key, counted per batch. */
    newsletterMails: { name: 'newsletter-mails', points: env.NEWSLETTER_MAX_PER_MINUTE, seconds: MINUTE },
    ...SIGN_IN_LIMITS,
  } as const satisfies Record<string, LimitPolicy>
}
