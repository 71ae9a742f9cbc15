/** `GET /.well-known/agent-skills/index.json`: the agent skills index (src/features/discovery/agentSkills.ts). */
import { publishedSkills, skillsIndex } from '../features/discovery/agentSkills'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'

export function GET(): Response {
  const skills = publishedSkills({
    baseUrl: env.baseUrl,
    readsPerMinute: env.READ_RATE_LIMIT_PER_MINUTE,
    ingestPerMinute: env.INGEST_RATE_LIMIT_PER_MINUTE,
  })
  return new Response(`${JSON.stringify(skillsIndex(skills), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': DOCUMENT_CACHE_CONTROL },
  })
}
