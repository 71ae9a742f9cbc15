import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The newsletter form moved from the footer of every page to the home page (issue 23: one form a page): its
 * sign-ups say so in their consent evidence. Earlier sign-ups keep `footer`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_subscribers_consent_source" ADD VALUE IF NOT EXISTS 'home'`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "subscribers" ALTER COLUMN "consent_source" SET DATA TYPE text;
    UPDATE "subscribers" SET "consent_source" = 'footer' WHERE "consent_source" = 'home';
    DROP TYPE "public"."enum_subscribers_consent_source";
    CREATE TYPE "public"."enum_subscribers_consent_source" AS ENUM('api', 'footer', 'article', 'subscribe-page');
    ALTER TABLE "subscribers" ALTER COLUMN "consent_source" SET DATA TYPE "public"."enum_subscribers_consent_source" USING "consent_source"::"public"."enum_subscribers_consent_source";`)
}
