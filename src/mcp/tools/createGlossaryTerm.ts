/** create-glossary-term (scope `glossary:write`): adds a term, unpublished unless told otherwise; audited. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { glossaryTermCreateSchema } from '../../content/glossaryTerms/glossaryTermInputSchema'
import { createGlossaryTerm } from '../../content/glossaryTerms/glossaryTermWrite'
import { createdWith, recordAudit } from '../audit'
import type { ToolContext } from '../toolContext'
import { toolOk } from '../toolResults'
import { inEntityWrite } from '../writeTransaction'
import { WRITE } from './toolInputs'
import { glossaryTermSchema, glossaryTermView } from './views/glossaryTermView'

export function registerCreateGlossaryTerm(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'create-glossary-term',
    {
      title: 'Create a glossary term',
      description:
        'Adds a hotel-technology term to the glossary: the term, a one-sentence short_definition and optionally a markdown body. Check list-glossary-terms first. Unpublished unless is_published is true.',
      inputSchema: glossaryTermCreateSchema,
      outputSchema: z.object({ term: glossaryTermSchema.omit({ short_definition: true }), message: z.string() }),
      annotations: WRITE,
    },
    async (input) =>
      inEntityWrite(ctx, 'create-glossary-term', async (req, writer) => {
        const created = await createGlossaryTerm(req, writer, input, (record) =>
          recordAudit(
            ctx,
            req,
            'create-glossary-term',
            { collection: 'glossary-terms', id: record.id },
            `created term "${record.term}"`,
            createdWith(input),
          ),
        )
        const { short_definition: _definition, ...term } = glossaryTermView(created, ctx.baseUrl)
        const message = `Created glossary term ${term.id} "${term.term}"${term.is_published ? ` at ${term.url}` : ' (unpublished)'}.`
        return toolOk({ term, message }, message)
      }),
  )
}
