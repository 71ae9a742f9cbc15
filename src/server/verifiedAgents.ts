/**
 * Web Bot Auth as the router uses it (docs/decisions/046-web-bot-auth.md): one key directory cache and one nonce store
 * for the process, and the two budgets a verified agent reads on — its host's, and its client network's, which every
 * host the network signs as shares and which counts a signed request before its signature is looked at
 * (docs/decisions/056-verified-agents-per-network.md).
 */
import { poolOf, type SqlHolder } from '../ground/db/adapter'
import type { Env } from '../ground/env'
import { type CrawlerIdentity, createCrawlerIdentity } from '../ground/http/crawlerIdentity'
import { createKeyDirectories } from '../ground/http/webBotAuth/keyDirectories'
import { VERIFIED_AGENT_HEADER } from '../ground/http/webBotAuth/verifiedAgentHeader'
import { verifyBotSignature } from '../ground/http/webBotAuth/verifyBotSignature'
import { appFirstUseGuard, LIMITS, limiterOf } from '../ground/rateLimit/limiterOf'
import { WEB_BOT_AUTH_NONCES } from '../ground/rateLimit/policies'
import { createReadLimiter } from './readLimit/readLimiter'
import type { AdmissionOptions } from './router/admission'

export function createVerifiedAgents(env: Env, payload: SqlHolder): NonNullable<AdmissionOptions['botAuth']> {
  const directories = createKeyDirectories()
  const nonces = appFirstUseGuard(WEB_BOT_AUTH_NONCES, env, poolOf(payload))
  return {
    async verify(req, path) {
      const verdict = await verifyBotSignature(
        { method: req.method ?? 'GET', url: `${env.baseUrl}${path}`, headers: req.headers },
        { directories, firstUse: nonces },
      )
      return verdict.verified ? verdict.agent : null
    },
    perAgent: createReadLimiter(
      limiterOf(payload, LIMITS.verifiedAgentRead),
      env.baseUrl,
      (req) => `agent:${String(req.headers[VERIFIED_AGENT_HEADER])}`,
    ),
    perNetwork: createReadLimiter(limiterOf(payload, LIMITS.verifiedAgentNetworkRead), env.baseUrl),
  }
}

/**
 * Crawlers that name a search engine, checked by their operators' DNS or published ranges when an operator turns it on
 * (CRAWLER_VERIFICATION, docs/decisions/080-claimed-crawlers.md); undefined: every such name counts as claimed.
 */
export const crawlerChecks = (env: Env): CrawlerIdentity | undefined =>
  env.CRAWLER_VERIFICATION === 'on'
    ? createCrawlerIdentity({ dnsServer: env.CRAWLER_DNS_SERVER, ranges: env.CRAWLER_IP_RANGES })
    : undefined
