/**
 * The one write path of a PMS profile for the machine writers (MCP's create-pms and update-pms-profile): the fields
 * of ./pmsInputSchema.ts mapped to the collection's, and Payload's write as the request's person in one transaction
 * recorded as its writer's, refusals mapped once (src/content/recordWrites.ts). A PMS refers to nothing a writer
 * names. What every writer shares beyond this — markdown to rich text, the slug, publication, versions — lives in
 * the collection's hooks, which the cockpit's saves run too.
 */
import type { Pmse } from '../payload-types'
import { noReferences } from '../entityWrite'
import { recordWrites } from '../recordWrites'
import type { PmsInput } from './pmsInputSchema'

/** Payload's PMS data for the fields given; integrations are rows of names. */
function pmsData(input: PmsInput): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue
    data[field] = field === 'integrations' ? (value as string[]).map((name) => ({ name })) : value
  }
  return data
}

export const { create: createPms, update: updatePms } = recordWrites<Pmse, PmsInput>({
  collection: 'pmses',
  data: pmsData,
  danglingReferences: noReferences,
})
