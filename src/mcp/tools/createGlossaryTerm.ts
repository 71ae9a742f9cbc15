/** create-glossary-term (scope `glossary:write`): adds a term, unpublished unless told otherwise; audited. */
import type { McpServer } from '@modelcontextprotocol/server'
import { z } from 'zod'

import { recordAudit } from '../audit'
import { missingReference } from '../references'
import type { ToolContext } from '../toolContext'
import { toolError, toolOk } from '../toolResults'
import { inWriteTransaction } from '../writeTransaction'
import { createRecord } from './shared/recordWrites'
import { line, recordId, slug, text, WRITE } from './toolInputs'
import { glossaryTermSchema, glossaryTermView } from './views/glossaryTermView'

export function registerCreateGlossaryTerm(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    'create-glossary-term',
    {
      title: 'Create a glossary term',
      description:
        'Adds a hotel-technology term to the glossary: the term, a one-sentence short_definition and optionally a markdown body. Check list-glossary-terms first. Unpublished unless is_published is true.',
      inputSchema: z.strictObject({
        term: line.min(1),
        slug: slug.optional().describe('Made from the term when omitted'),
        short_definition: line.min(1).describe('One sentence'),
        body: text.nullable().optional().describe('Markdown'),
        related_term_ids: z.array(recordId).max(50).optional(),
        related_pms_ids: z.array(recordId).max(50).optional(),
        is_published: z.boolean().optional(),
      }),
      outputSchema: z.object({ term: glossaryTermSchema.omit({ short_definition: true }), message: z.string() }),
      annotations: WRITE,
    },
    async ({ related_term_ids: relatedTerms, related_pms_ids: relatedPmses, ...fields }) =>
      inWriteTransaction(ctx, 'create-glossary-term', async (req) => {
        const missing = await missingReference(
          ctx,
          [
            {
              field: 'related_term_ids',
              collection: 'glossary-terms',
              ids: relatedTerms ?? [],
              finder: 'list-glossary-terms',
            },
            { field: 'related_pms_ids', collection: 'pmses', ids: relatedPmses ?? [], finder: 'list-pmses' },
          ],
          req,
        )
        if (missing) return toolError(missing)
        const data = {
          ...fields,
          ...(relatedTerms ? { related_terms: relatedTerms } : {}),
          ...(relatedPmses ? { related_pmses: relatedPmses } : {}),
        }
        const created = await createRecord(ctx, req, 'glossary-terms', data)
        if (!created.ok) return created.error
        const { short_definition: _definition, ...term } = glossaryTermView(created.value, ctx.baseUrl)
        await recordAudit(
          ctx,
          req,
          'create-glossary-term',
          { collection: 'glossary-terms', id: term.id },
          `created term "${term.term}"`,
        )
        const message = `Created glossary term ${term.id} "${term.term}"${term.is_published ? ` at ${term.url}` : ' (unpublished)'}.`
        return toolOk({ term, message }, message)
      }),
  )
}
