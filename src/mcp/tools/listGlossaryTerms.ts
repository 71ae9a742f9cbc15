/** list-glossary-terms: the glossary A to Z with the one-sentence definitions, unpublished terms included for a grant that may write. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import type { GlossaryTerm } from '../../content/payload-types'
import { INVALID_CURSOR, type Keyset, nextCursorOutput, paginationInput } from '../pagination'
import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolError, toolOk } from '../toolResults'
import { listPage, pageText } from './shared/listPage'
import { filterText, READ_ONLY } from './toolInputs'
import { glossaryTermSchema, glossaryTermView } from './views/glossaryTermView'

const BY_TERM: Keyset = { field: 'term', kind: 'text', direction: 'asc' }

export function registerListGlossaryTerms(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'list-glossary-terms',
    {
      title: 'List glossary terms',
      description:
        'Lists glossary terms A to Z with their one-sentence definitions, unpublished ones included when the grant may write. Filter with query (part of the term). Check here before create-glossary-term.',
      inputSchema: z.strictObject({
        query: filterText(200).optional().describe('Part of the term'),
        ...paginationInput,
      }),
      outputSchema: z.object({
        terms: z.array(glossaryTermSchema),
        total: z.number().int(),
        next_cursor: nextCursorOutput,
      }),
      annotations: READ_ONLY,
    },
    async ({ query, cursor, limit }) =>
      answeringFailures(ctx, 'list-glossary-terms', async () => {
        const found = await listPage<GlossaryTerm>(
          ctx,
          'glossary-terms',
          query ? { term: { like: query } } : {},
          cursor,
          limit,
          BY_TERM,
        )
        if (!found) return toolError(INVALID_CURSOR)
        const terms = found.docs.map((term) => glossaryTermView(term, ctx.baseUrl))
        return toolOk(
          { terms, total: found.total, next_cursor: found.next },
          pageText(
            terms.map((term) => `${term.id}\t${term.term}: ${term.short_definition}`),
            'No term matches.',
            found.next,
          ),
        )
      }),
  )
}
