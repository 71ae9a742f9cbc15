/** get-glossary-term: one glossary term with its markdown body, by id or slug. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import type { ToolContext } from '../toolContext'
import { answeringFailures } from '../toolFailures'
import { toolOk } from '../toolResults'
import { findByIdOrSlug } from './shared/findByIdOrSlug'
import { oneByIdOrSlug, READ_ONLY } from './toolInputs'
import { glossaryTermSchema, glossaryTermView } from './views/glossaryTermView'

export function registerGetGlossaryTerm(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'get-glossary-term',
    {
      title: 'Get a glossary term',
      description: 'Gets one glossary term with its markdown body. Give id, or slug.',
      inputSchema: oneByIdOrSlug,
      outputSchema: z.object({ term: glossaryTermSchema.extend({ body: z.string().nullable() }) }),
      annotations: READ_ONLY,
    },
    async ({ id, slug }) =>
      answeringFailures(ctx, 'get-glossary-term', async () => {
        const found = await findByIdOrSlug(ctx, {
          collection: 'glossary-terms',
          id,
          slug,
          depth: 0,
          label: 'glossary term',
          lister: 'list-glossary-terms',
          finder: 'list-glossary-terms',
        })
        if (found.error) return found.error
        const term = { ...glossaryTermView(found.doc, ctx.baseUrl), body: found.doc.body ?? null }
        return toolOk({ term }, `${term.term}: ${term.short_definition}${term.body ? `\n\n${term.body}` : ''}`)
      }),
  )
}
