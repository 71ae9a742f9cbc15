/** `GET /.well-known/agent-skills/{name}/SKILL.md`: one agent skill of the discovery index (src/features/discovery/agentSkills.ts). */
import type { Payload } from 'payload'

import { siteTermsNow } from '../features/analytics/readPurposePolicy'
import { publishedSkills } from '../features/discovery/agentSkills'
import { DOCUMENT_CACHE_CONTROL } from '../features/discovery/documentCacheControl'
import { env } from '../ground/env'
import { countMarkdownTokens } from '../ground/markdown/countTokens'
import { markdownNotFound } from '../features/site/markdownResponse'

/** Its headers say the site's terms as every public answer does (the router adds them); its words say the same. */
export async function GET(
  _request: Request,
  payload: Payload,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params
  const skills = publishedSkills({
    baseUrl: env.baseUrl,
    readsPerMinute: env.READ_RATE_LIMIT_PER_MINUTE,
    ingestPerMinute: env.INGEST_RATE_LIMIT_PER_MINUTE,
    aiUse: await siteTermsNow(payload, env.aiUse),
  })
  const skill = skills.find((candidate) => candidate.name === name)
  if (!skill) return markdownNotFound(`/.well-known/agent-skills/${name}/SKILL.md`)
  // Served as the exact bytes the index's digest was computed over.
  return new Response(new Uint8Array(skill.body), {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': DOCUMENT_CACHE_CONTROL,
      'x-markdown-tokens': String(await countMarkdownTokens(skill.body.toString('utf8'))),
    },
  })
}
