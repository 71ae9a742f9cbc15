import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search, second step (docs/decisions/011-search.md):
 * - `search_words`: the words of every article title, PMS name and vendor, comparison title and glossary term
 *   (lower case, no accents, three letters or more, no digits), with a trigram index. A query that matches nothing is
 *   corrected word by word against it ("chanel manger" → "channel manager") and searched again. Triggers add the
 *   words of every new or renamed title; words are never removed (a stale word can only suggest a correction that
 *   then finds nothing, and removing one would need a count kept on every write).
 * - `search_head` is dropped: ranking no longer reads it, and it widened every article row.
 * - The trigram indexes on titles are dropped: titles are no longer compared by similarity one by one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE articles DROP COLUMN IF EXISTS search_head;
    DROP INDEX IF EXISTS articles_title_trgm_idx, pmses_name_trgm_idx, comparisons_title_trgm_idx, glossary_terms_term_trgm_idx;

    CREATE TABLE search_words (word text PRIMARY KEY);
    CREATE INDEX search_words_trgm_idx ON search_words USING gin (word public.gin_trgm_ops);

    CREATE FUNCTION public.pmsnews_search_words(text) RETURNS SETOF text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT DISTINCT w FROM regexp_split_to_table(public.pmsnews_search_title($1), '[^[:alnum:]]+') AS w WHERE length(w) >= 3 AND w !~ '[[:digit:]]' $$;

    -- A trigger for any table: its arguments name the columns whose words the vocabulary keeps.
    CREATE FUNCTION public.pmsnews_remember_search_words() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO public.search_words (word)
          SELECT public.pmsnews_search_words(string_agg(to_jsonb(NEW) ->> name, ' ')) FROM unnest(TG_ARGV) AS name
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$;

    CREATE TRIGGER articles_search_words AFTER INSERT OR UPDATE OF title ON articles
      FOR EACH ROW EXECUTE FUNCTION public.pmsnews_remember_search_words('title');
    CREATE TRIGGER pmses_search_words AFTER INSERT OR UPDATE OF name, vendor ON pmses
      FOR EACH ROW EXECUTE FUNCTION public.pmsnews_remember_search_words('name', 'vendor');
    CREATE TRIGGER comparisons_search_words AFTER INSERT OR UPDATE OF title ON comparisons
      FOR EACH ROW EXECUTE FUNCTION public.pmsnews_remember_search_words('title');
    CREATE TRIGGER glossary_terms_search_words AFTER INSERT OR UPDATE OF term ON glossary_terms
      FOR EACH ROW EXECUTE FUNCTION public.pmsnews_remember_search_words('term');

    INSERT INTO search_words (word)
      SELECT public.pmsnews_search_words(title) FROM articles
      UNION SELECT public.pmsnews_search_words(concat_ws(' ', name, vendor)) FROM pmses
      UNION SELECT public.pmsnews_search_words(title) FROM comparisons
      UNION SELECT public.pmsnews_search_words(term) FROM glossary_terms
      ON CONFLICT DO NOTHING;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER IF EXISTS articles_search_words ON articles;
    DROP TRIGGER IF EXISTS pmses_search_words ON pmses;
    DROP TRIGGER IF EXISTS comparisons_search_words ON comparisons;
    DROP TRIGGER IF EXISTS glossary_terms_search_words ON glossary_terms;
    DROP FUNCTION IF EXISTS public.pmsnews_remember_search_words();
    DROP FUNCTION IF EXISTS public.pmsnews_search_words(text);
    DROP TABLE IF EXISTS search_words;
    CREATE INDEX articles_title_trgm_idx ON articles USING gin (public.pmsnews_search_title(title) public.gin_trgm_ops);
    CREATE INDEX pmses_name_trgm_idx ON pmses USING gin (public.pmsnews_search_title(name) public.gin_trgm_ops);
    CREATE INDEX comparisons_title_trgm_idx ON comparisons USING gin (public.pmsnews_search_title(title) public.gin_trgm_ops);
    CREATE INDEX glossary_terms_term_trgm_idx ON glossary_terms USING gin (public.pmsnews_search_title(term) public.gin_trgm_ops);
    ALTER TABLE articles ADD COLUMN search_head tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(title, '')), 'A') ||
      setweight(to_tsvector('public.pmsnews_english'::regconfig, coalesce(excerpt, '')), 'B')
    ) STORED;
  `)
}
