import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Who follows each of our actors on the social web (docs/decisions/044-federation.md): the remote actor, where it
 * takes deliveries (its inbox, and its server's shared inbox) and the Follow it sent, which its Undo names.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE federation_followers (
    actor text NOT NULL,
    follower text NOT NULL,
    inbox text NOT NULL,
    shared_inbox text,
    follow_activity text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (actor, follower)
  );
  CREATE INDEX federation_followers_follow_idx ON federation_followers (follow_activity);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS federation_followers`)
}
