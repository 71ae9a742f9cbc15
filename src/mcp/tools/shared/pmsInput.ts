/** The fields create-pms takes and update-pms-profile changes, how they become a Payload PMS, and how it is shown. */
import { z } from 'zod'

import { CAPABILITIES, DEPLOYMENTS, PRICING_MODELS, SEGMENTS } from '../../../content/pmsOptions'
import type { Pmse } from '../../../payload-types'
import { line, slug, text, url } from '../toolInputs'
import { pmsSchema, pmsView } from '../views/pmsView'
import type { RecordKind } from './recordTools'

const pmsFields = {
  name: line.min(1),
  slug: slug.optional().describe('Made from the name when omitted; it becomes the hub address /{slug}'),
  vendor: line.nullable().optional(),
  website: url.nullable().optional(),
  tagline: line.nullable().optional().describe('One line'),
  profile: text.nullable().optional().describe('Markdown'),
  deployment: z.enum(DEPLOYMENTS).nullable().optional(),
  segments: z.array(z.enum(SEGMENTS)).max(SEGMENTS.length).optional(),
  pricing_model: z.enum(PRICING_MODELS).nullable().optional(),
  founded_year: z.number().int().min(1800).max(2100).nullable().optional(),
  headquarters: line.nullable().optional(),
  integrations: z.array(line.min(1)).max(200).optional().describe('Names of the systems it integrates with'),
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

function pmsData(input: Partial<Record<keyof typeof pmsFields, unknown>>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue
    data[field] = field === 'integrations' ? (value as string[]).map((name) => ({ name })) : value
  }
  return data
}

/** A PMS as its fields compare: integration rows get new ids on every save, so only their names count. */
const comparablePms = (pms: Pmse): Record<string, unknown> => ({
  ...pms,
  integrations: (pms.integrations ?? []).map((integration) => integration.name),
})

export const pmsKind: RecordKind<Pmse, ReturnType<typeof pmsView>> = {
  collection: 'pmses',
  label: 'PMS',
  finder: 'list-pmses',
  key: 'pms',
  schema: pmsSchema,
  view: pmsView,
  fields: pmsFields,
  data: pmsData,
  comparable: comparablePms,
}
