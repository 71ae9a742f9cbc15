import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Full-text search (docs/decisions/011-search.md): an English configuration that folds accents, a weighted
 * `search_vector` on each searchable table (title A, excerpt/tagline/definition B, body C) that PostgreSQL keeps in
 * step with every write because it is a generated column, GIN indexes for it, and trigram indexes on titles for
 * misspelled queries. Articles also get `search_head` (title and excerpt only): it is small enough to stay inline,
 * so ranking a very broad match never has to read every article's whole vector.
 *
 * Written by hand and without a schema snapshot: Payload's schema never learns of these columns, so it never
 * selects them and never generates a migration that drops them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    -- unaccent() is only STABLE (its dictionary could change); indexes need an IMMUTABLE wrapper.
    CREATE OR REPLACE FUNCTION public.pmsnews_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

    -- Search text of a title: lower case, no accents; what the trigram indexes hold. Names are schema-qualified:
    -- since PostgreSQL 17, index builds run with a search_path of pg_catalog only.
    CREATE OR REPLACE FUNCTION public.pmsnews_search_title(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.pmsnews_unaccent($1)) $$;

    CREATE TEXT SEARCH CONFIGURATION public.pmsnews_english (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION public.pmsnews_english
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

    ALTER TABLE articles
      ADD COLUMN search_head tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(excerpt, '')), 'B')
      ) STORED,
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(title, '')), 'A') ||
        setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(excerpt, '')), 'B') ||
        setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(body, '')), 'C')
      ) STORED;
    ALTER TABLE pmses ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(name, '')), 'A') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(tagline, '') || ' ' || coalesce(vendor, '')), 'B') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(profile, '')), 'C')
    ) STORED;
    ALTER TABLE comparisons ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(title, '')), 'A') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(verdict, '')), 'B') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(body, '')), 'C')
    ) STORED;
    ALTER TABLE glossary_terms ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(term, '')), 'A') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(short_definition, '')), 'B') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(body, '')), 'C')
    ) STORED;

    CREATE INDEX articles_search_idx ON articles USING gin (search_vector);
    CREATE INDEX pmses_search_idx ON pmses USING gin (search_vector);
    CREATE INDEX comparisons_search_idx ON comparisons USING gin (search_vector);
    CREATE INDEX glossary_terms_search_idx ON glossary_terms USING gin (search_vector);

    CREATE INDEX articles_title_trgm_idx ON articles USING gin (public.pmsnews_search_title(title) gin_trgm_ops);
    CREATE INDEX pmses_name_trgm_idx ON pmses USING gin (public.pmsnews_search_title(name) gin_trgm_ops);
    CREATE INDEX comparisons_title_trgm_idx ON comparisons USING gin (public.pmsnews_search_title(title) gin_trgm_ops);
    CREATE INDEX glossary_terms_term_trgm_idx ON glossary_terms USING gin (public.pmsnews_search_title(term) gin_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS articles_title_trgm_idx, pmses_name_trgm_idx, comparisons_title_trgm_idx, glossary_terms_term_trgm_idx;
    ALTER TABLE articles DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS search_head;
    ALTER TABLE pmses DROP COLUMN IF EXISTS search_vector;
    ALTER TABLE comparisons DROP COLUMN IF EXISTS search_vector;
    ALTER TABLE glossary_terms DROP COLUMN IF EXISTS search_vector;
    DROP TEXT SEARCH CONFIGURATION IF EXISTS public.pmsnews_english;
    DROP FUNCTION IF EXISTS public.pmsnews_search_title(text);
    DROP FUNCTION IF EXISTS public.pmsnews_unaccent(text);
  `)
}
