import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

/**
 * The newest failure of each publishing task in the last week (the outside services they call: OpenAI, the social
 * network, the WebSub hub), as rows `task`, `message`, `at`.
 */
export const lastPublishFailures: SQL = sql`
  SELECT DISTINCT ON (task) task::text AS task, coalesce(message, '') AS message, created_at AS at
  FROM publish_events WHERE status = 'failed' AND created_at >= now() - interval '7 days'
  ORDER BY task, created_at DESC`
