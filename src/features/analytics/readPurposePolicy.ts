/**
 * The editors' policy per purpose as stored (the global `agent-policy`, ./purposePolicy.ts); `allow` where unset.
 * Read with one statement, not Payload's findGlobal, so that the edge (src/server/edge/), which runs without Payload,
 * reads it the same way the app does.
 */
import { sql } from 'drizzle-orm'

import { drizzleOf, type SqlHolder } from '../../ground/db/adapter'
import type { AiUse } from '../../ground/lib/aiUse'
import { narrowedAiUse, POLICED_PURPOSES, POLICY_FIELDS, policyOf, type PurposePolicy } from './purposePolicy'

/** Payload's column of a field: its name in snake case (`aiTraining` is `ai_training`). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

const SELECTED = sql.raw(
  POLICED_PURPOSES.map((purpose) => `"${columnOf(POLICY_FIELDS[purpose])}" AS "${POLICY_FIELDS[purpose]}"`).join(', '),
)

export async function readPurposePolicy(payload: SqlHolder): Promise<PurposePolicy> {
  const result = await drizzleOf(payload).execute(sql`SELECT ${SELECTED} FROM agent_policy ORDER BY id LIMIT 1`)
  return policyOf(result.rows[0] as Record<string, unknown> | undefined)
}

/**
 * The site's terms (AI_USE_POLICY) as the editors' policy narrows them now: what the documents for agents say in words
 * (llms.txt, llms-full.txt, auth.md, the agent skills), as every public answer's headers do (src/server/agentPolicy.ts).
 * Read once per render of such a document, which the page cache keeps until a policy change clears it.
 */
export async function siteTermsNow(payload: SqlHolder, siteAiUse: AiUse): Promise<AiUse> {
  return narrowedAiUse(siteAiUse, await readPurposePolicy(payload))
}
