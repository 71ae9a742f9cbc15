/** The zod piece the news tools' inputs share: names of things as readers give them. */
import { z } from 'zod'

import { filterText } from '../../tools/toolInputs'

/** A PMS, category, comparison or glossary term: its slug (`oracle-opera`) or its name as the site writes it. */
export const nameOrSlug = (what: string) =>
  filterText(120).pipe(z.string().trim().min(1)).describe(`The ${what}: its slug (as in its URL) or its name`)
