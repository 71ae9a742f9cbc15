/**
 * compare-pmses: PMSes side by side. A comparison page by its name; or two to five PMSes, answered by the comparison
 * page of exactly those PMSes where the editors wrote one (with its text and verdict), else by their profiles' facts
 * and capabilities side by side, as a comparison page's table shows them.
 */
import type { McpServer } from '@modelcontextprotocol/server'
import type { Payload } from 'payload'
import { z } from 'zod'

import { publicComparisonWhere } from '../../../ground/db/publicVisibility'
import { escapeInline, link, table } from '../../../ground/markdown/blocks'
import { absolute, pmsPath } from '../../../ground/paths'
import type { Pmse } from '../../../content/payload-types'
import { comparisonPage, sideBySide } from '../../../features/site/pages/comparison'
import type { ComparisonTableData } from '../apps/cardData'
import { answeringFailures } from '../../toolFailures'
import { toolError } from '../../toolResults'
import { NEWS_TOOL, newsResult } from '../newsResults'
import type { NewsToolContext } from '../newsToolContext'
import { publishedPms, slugOf } from './findPublished'
import { nameOrSlug } from './newsInputs'
import { markdownText } from './pageMarkdown'

const MAX_PMSES = 5

const input = z.strictObject({
  comparison: nameOrSlug('comparison page').optional(),
  pmses: z
    .array(nameOrSlug('PMS'))
    .min(2)
    .max(MAX_PMSES)
    .optional()
    .describe(`Or two to ${MAX_PMSES} PMSes, by slug or name`),
})

const comparisonSchema = z.object({
  title: z.string(),
  url: z.string().nullable().describe('The comparison page to cite, when the editors wrote one'),
  markdown_url: z.string().nullable(),
  verdict: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  pmses: z.array(z.object({ name: z.string(), url: z.string(), markdown_url: z.string().nullable() })),
  facts: z.array(z.object({ label: z.string(), values: z.array(z.string()) })).describe('values[i] is of pmses[i]'),
  capabilities: z.array(z.object({ label: z.string(), values: z.array(z.boolean()) })),
})

type Comparison = z.infer<typeof comparisonSchema>

/** The slug of the published comparison of exactly these PMSes, if the editors wrote one. */
async function comparisonOf(payload: Payload, pmses: Pmse[]): Promise<string | null> {
  const ids = new Set(pmses.map((pms) => pms.id))
  const { docs } = await payload.find({
    collection: 'comparisons',
    where: { and: [publicComparisonWhere(), { pmses: { in: [...ids] } }] },
    depth: 0,
    limit: 50,
    sort: '-reviewed_at',
    overrideAccess: false,
    select: { slug: true, pmses: true },
  })
  const same = docs.find((doc) => {
    const theirs = new Set((doc.pmses ?? []).map((pms) => (typeof pms === 'object' ? pms.id : pms)))
    return theirs.size === ids.size && [...ids].every((id) => theirs.has(id))
  })
  return same?.slug ?? null
}

async function fromPage(ctx: NewsToolContext, slug: string): Promise<{ comparison: Comparison; text: string } | null> {
  const page = await comparisonPage.load(ctx.payload, { params: { slug }, search: {} }, ctx.baseUrl)
  if (!page) return null
  return {
    comparison: {
      title: page.title,
      url: page.url,
      markdown_url: null,
      verdict: page.verdict,
      reviewed_at: page.reviewedAt,
      pmses: page.pmses.map((pms) => ({ ...pms, markdown_url: null })),
      facts: page.facts,
      capabilities: page.capabilities,
    },
    text: markdownText(comparisonPage.markdown(page, ctx.baseUrl)),
  }
}

function fromProfiles(ctx: NewsToolContext, pmses: Pmse[]): { comparison: Comparison; text: string } {
  const names = pmses.map((pms) => pms.name)
  const comparison: Comparison = {
    title: names.join(' vs '),
    url: null,
    markdown_url: null,
    verdict: null,
    reviewed_at: null,
    pmses: pmses.map((pms) => ({ name: pms.name, url: absolute(ctx.baseUrl, pmsPath(pms.slug!)), markdown_url: null })),
    ...sideBySide(pmses),
  }
  const text = [
    `# ${escapeInline(comparison.title)}`,
    '',
    'From their profiles on PMS News (no editor has compared these side by side): ' +
      comparison.pmses.map((pms) => link(pms.name, pms.url)).join(', '),
    '',
    table(
      ['', ...names],
      [
        ...comparison.facts.map((row) => [escapeInline(row.label), ...row.values.map(escapeInline)]),
        ...comparison.capabilities.map((row) => [
          escapeInline(row.label),
          ...row.values.map((value) => (value ? 'Yes' : 'No')),
        ]),
      ],
    ),
  ].join('\n')
  return { comparison, text }
}

export function registerComparePmses(server: McpServer, ctx: NewsToolContext, meta: Record<string, unknown>): void {
  server.registerTool(
    'compare-pmses',
    {
      title: 'Compare PMSes',
      description:
        'Hotel property management systems side by side: a PMS News comparison page by name, or two to five PMSes ' +
        "(the editors' comparison of exactly those when there is one, with its verdict; else their profiles' facts " +
        'and capabilities).',
      inputSchema: input,
      outputSchema: z.object({ comparison: comparisonSchema }),
      annotations: NEWS_TOOL,
      _meta: meta,
    },
    async (args) =>
      answeringFailures(ctx, 'compare-pmses', async () => {
        if ((args.comparison === undefined) === (args.pmses === undefined))
          return toolError('Give comparison (a comparison page), or pmses (two to five PMSes), not both.')
        if (args.comparison !== undefined) {
          const slug = slugOf(args.comparison)
          const found = slug && (await fromPage(ctx, slug))
          if (!found) return toolError(`No comparison "${args.comparison}" on PMS News. Find one with search-news.`)
          return newsResult({ comparison: found.comparison } satisfies ComparisonTableData, found.text, ctx.siteAiUse)
        }
        const pmses: Pmse[] = []
        for (const name of args.pmses!) {
          const pms = await publishedPms(ctx.payload, name)
          if (!pms) return toolError(`No PMS "${name}" on PMS News. Find its name with search-news.`)
          if (!pmses.some((other) => other.id === pms.id)) pmses.push(pms)
        }
        if (pmses.length < 2) return toolError('Name at least two different PMSes.')
        const slug = await comparisonOf(ctx.payload, pmses)
        const found = (slug && (await fromPage(ctx, slug))) || fromProfiles(ctx, pmses)
        return newsResult({ comparison: found.comparison } satisfies ComparisonTableData, found.text, ctx.siteAiUse)
      }),
  )
}
