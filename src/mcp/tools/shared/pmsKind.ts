/** create-pms and update-pms-profile: the PMS's input schema and write path (src/content/pmses/), and how it is shown. */
import { pmsFields } from '../../../content/pmses/pmsInputSchema'
import { createPms, updatePms } from '../../../content/pmses/pmsWrite'
import type { Pmse } from '../../../content/payload-types'
import { pmsSchema, pmsView } from '../views/pmsView'
import type { RecordKind } from './recordTools'

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
  create: createPms,
  update: updatePms,
  comparable: comparablePms,
}
