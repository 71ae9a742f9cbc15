/**
 * Search snippets: `ts_headline` over the start of each result's own text, markdown syntax removed, highlights
 * marked by two private-use characters that are stripped from the text first, so no highlight can be forged.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import { articleSearchedText } from '../../content/articles/articleSearch'
import { comparisonSearchedText } from '../../content/comparisons/comparisonSearch'
import { glossaryTermSearchedText } from '../../content/glossaryTerms/glossaryTermSearch'
import { pmsSearchedText } from '../../content/pmses/pmsSearch'

export type SearchResultType = 'article' | 'pms' | 'comparison' | 'glossary-term'

/** Private-use characters mark highlights: they are removed from the searched text first, so none is forged. */
export const HIGHLIGHT_START = '\uE000'
export const HIGHLIGHT_END = '\uE001'

/** Snippets come from the start of long texts: highlighting a whole long body costs more than it shows. */
const SNIPPET_SOURCE_CHARACTERS = 1500

/** Markdown reduced to words for snippets: link targets, images and markup characters dropped. */
const plain = (column: SQL) =>
  sql`translate(regexp_replace(regexp_replace(${column}, '!?\\[([^\\]]*)\\]\\([^)]*\\)', '\\1', 'g'), '[#*_\`>|~]+', ' ', 'g'), ${`${HIGHLIGHT_START}${HIGHLIGHT_END}`}, '')`

/** The statement selecting each kind of result's searched text (a row `text`) by its id, from the entity's module. */
const SEARCHED_TEXT: Record<SearchResultType, (id: SQL) => SQL> = {
  article: articleSearchedText,
  pms: pmsSearchedText,
  comparison: comparisonSearchedText,
  'glossary-term': glossaryTermSearchedText,
}

/**
 * A result's snippet, as a SQL expression over its `type` and `id` columns: JSON with the passage (`h`), how the
 * searched text begins and ends (`head`, `tail`) and whether it was cut short (`cut`), which finishSnippet.ts needs
 * to put its ellipses.
 */
export function snippetOf(type: SQL, id: SQL, q: SQL): SQL {
  // One passage per result: fragment mode (MaxFragments > 0) costs about fifteen times as much.
  const options = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=15`
  const cases = (Object.entries(SEARCHED_TEXT) as Array<[SearchResultType, (id: SQL) => SQL]>).map(
    ([name, searchedText]) => sql`WHEN ${name} THEN (
      SELECT json_build_object('h', ts_headline('public.pmsnews_english', x.t, ${q}, ${options}), 'head', left(x.t, 80), 'tail', right(x.t, 80), 'cut', x.n > ${SNIPPET_SOURCE_CHARACTERS})
      FROM (SELECT ${plain(sql`left(s.text, ${SNIPPET_SOURCE_CHARACTERS})`)} AS t, length(s.text) AS n FROM (${searchedText(id)}) s) x)`,
  )
  return sql`CASE ${type} ${sql.join(cases, sql` `)} END`
}
