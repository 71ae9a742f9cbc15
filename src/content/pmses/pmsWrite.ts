/**
 * The one write path of a PMS profile for the machine writers (MCP's create-pms and update-pms-profile): the fields
 * of ./pmsInputSchema.ts mapped to the collection's, and Payload's write as the request's person in one transaction
 * recorded as its writer's, refusals mapped once (src/content/recordWrites.ts). A PMS refers to nothing a writer
 * names. What every writer shares beyond this — markdown to rich text, the slug, publication, versions — lives in
 * the collection's hooks, which the cockpit's saves run too.
 */
import { noReferences } from '../entityWrite'
import { givenFields } from '../givenFields'
import { type NewRecordData, type RecordFields, recordWrites } from '../recordWrites'
import type { PmsInput } from './pmsInputSchema'

/** Payload's PMS data for the fields given; integrations are rows of names. */
function pmsData(input: PmsInput): RecordFields<'pmses'> {
  return givenFields({ ...input, integrations: input.integrations?.map((name) => ({ name })) })
}

/** A new PMS's data: its input names it, as the collection requires. */
const newPmsData = (input: PmsInput & { name: string }): NewRecordData<'pmses'> => ({
  ...pmsData(input),
  name: input.name,
})

export const { create: createPms, update: updatePms } = recordWrites({
  collection: 'pmses',
  data: pmsData,
  newData: newPmsData,
  danglingReferences: noReferences,
})
