import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each process that runs the jobs queue says it is alive (src/features/jobs/workerHeartbeats.ts): the readiness endpoint and
 * the cockpit's dashboard show a worker that stopped beating, which a dead worker otherwise never says (issue 47).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE worker_heartbeats (
    id text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('worker', 'app')),
    host text NOT NULL,
    pid integer NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    beat_at timestamptz NOT NULL DEFAULT now(),
    stopped_at timestamptz
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS worker_heartbeats`)
}
