import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What publishing sends to the social web (docs/decisions/044-federation.md): each activity as it was sent (the
 * actors' outboxes list them), each article's standing there (federated, or deleted since: its object answers 410),
 * and one delivery per activity and inbox, the queue the workers send from.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE federation_activities (
    id text PRIMARY KEY,
    actor text NOT NULL,
    type text NOT NULL,
    article_id integer,
    document jsonb NOT NULL,
    published_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX federation_activities_outbox_idx ON federation_activities (actor, published_at DESC, id DESC);
  CREATE TABLE federation_articles (
    article_id integer PRIMARY KEY,
    path text NOT NULL,
    deleted_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX federation_articles_path_idx ON federation_articles (path);
  CREATE TABLE federation_deliveries (
    activity_id text NOT NULL REFERENCES federation_activities (id) ON DELETE CASCADE,
    inbox text NOT NULL,
    state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    due_at timestamptz NOT NULL DEFAULT now(),
    claimed_by text,
    claimed_until timestamptz,
    last_error text,
    delivered_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (activity_id, inbox)
  );
  CREATE INDEX federation_deliveries_due_idx ON federation_deliveries (due_at) WHERE state = 'pending';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS federation_deliveries, federation_articles, federation_activities`)
}
