import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * `agent_policy`: the Payload global where editors set a policy per purpose of machine reader
 * (docs/decisions/079-agents-by-purpose.md; read by src/features/analytics/readPurposePolicy.ts). Every purpose starts
 * allowed, as the site was before. Additive: the old version never reads it.
 */
const FIELDS = ['search', 'ai_training', 'ai_answers', 'ai_assistant', 'feed_reader', 'preview']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const field of FIELDS)
    await db.execute(
      sql.raw(`CREATE TYPE "public"."enum_agent_policy_${field}" AS ENUM('allow', 'disallow', 'refuse')`),
    )
  await db.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS "agent_policy" (
      "id" serial PRIMARY KEY NOT NULL,
      ${FIELDS.map((field) => `"${field}" "enum_agent_policy_${field}" DEFAULT 'allow' NOT NULL,`).join('\n      ')}
      "updated_at" timestamp(3) with time zone,
      "created_at" timestamp(3) with time zone
    )`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "agent_policy"`)
  for (const field of FIELDS) await db.execute(sql.raw(`DROP TYPE IF EXISTS "public"."enum_agent_policy_${field}"`))
}
