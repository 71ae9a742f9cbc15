/**
 * A PMS profile's fields as the machine writers give them (MCP's create-pms, and update-pms-profile with every field
 * optional), with the rules the collection's fields ask too (src/collections/Pmses.ts): the slug, founded_year.
 */
import { z } from 'zod'

import { RESERVED_TOP_LEVEL_PATHS } from '../../ground/paths'
import { httpUrl, line, slug, text } from '../fieldRules'
import { CAPABILITIES, DEPLOYMENTS, PRICING_MODELS, SEGMENTS } from './pmsOptions'

/** Hubs live at `/{slug}`: a PMS slug may not take a top-level path the service owns (src/ground/paths.ts). */
export const pmsSlug = slug.refine((value) => !RESERVED_TOP_LEVEL_PATHS.has(value), {
  error: (issue) => `"${String(issue.input)}" is a reserved path of the site and cannot be a PMS slug`,
})

export const foundedYear = z
  .number()
  .int('must be a whole number')
  .min(1800, 'must be a year from 1800 to 2100')
  .max(2100, 'must be a year from 1800 to 2100')

export const pmsFields = {
  name: line.min(1, 'must not be empty'),
  slug: pmsSlug.optional().describe('Made from the name when omitted; it becomes the hub address /{slug}'),
  vendor: line.nullable().optional(),
  website: httpUrl.nullable().optional(),
  tagline: line.nullable().optional().describe('One line'),
  profile: text.nullable().optional().describe('Markdown'),
  deployment: z.enum(DEPLOYMENTS).nullable().optional(),
  segments: z.array(z.enum(SEGMENTS)).max(SEGMENTS.length).optional(),
  pricing_model: z.enum(PRICING_MODELS).nullable().optional(),
  founded_year: foundedYear.nullable().optional(),
  headquarters: line.nullable().optional(),
  integrations: z
    .array(line.min(1, 'must not be empty'))
    .max(200)
    .optional()
    .describe('Names of the systems it integrates with'),
  capabilities: z
    .object(
      Object.fromEntries(CAPABILITIES.map((name) => [name, z.boolean().optional()])) as Record<
        (typeof CAPABILITIES)[number],
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict()
    .optional(),
  is_published: z.boolean().optional().describe('Whether the hub page is public; default false'),
}

/** A PMS profile's fields, any of them: all of them for a create, those that change for an update. */
export type PmsInput = Partial<z.infer<z.ZodObject<typeof pmsFields>>>
