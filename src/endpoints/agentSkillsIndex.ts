/** `GET /.well-known/agent-skills/index.json`: the agent skills index (src/features/discovery/agentSkills.ts). */
import type { Payload } from 'payload'

import { siteTermsNow } from '../features/analytics/readPurposePolicy'
import { publishedSkills, skillsIndex } from '../features/discovery/agentSkills'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'

/** The digests are of the skills as they are served now: with the site's terms as the agent policy narrows them. */
export async function GET(_request: Request, payload: Payload): Promise<Response> {
  const skills = publishedSkills({
    baseUrl: env.baseUrl,
    readsPerMinute: env.READ_RATE_LIMIT_PER_MINUTE,
    ingestPerMinute: env.INGEST_RATE_LIMIT_PER_MINUTE,
    aiUse: await siteTermsNow(payload, env.aiUse),
  })
  return new Response(`${JSON.stringify(skillsIndex(skills), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
