/** create-pr-link and update-pr-link: the PR link's input schema and write path (src/content/prLinks/), and how it is shown. */
import { prLinkFields } from '../../../content/prLinks/prLinkInputSchema'
import { createPrLink, updatePrLink } from '../../../content/prLinks/prLinkWrite'
import type { PrLink } from '../../../content/payload-types'
import { prLinkSchema, prLinkView } from '../views/prLinkView'
import type { RecordKind } from './recordTools'

export const prLinkKind: RecordKind<PrLink, ReturnType<typeof prLinkView>> = {
  collection: 'pr-links',
  label: 'PR link',
  finder: 'list-pr-links',
  key: 'pr_link',
  schema: prLinkSchema,
  view: prLinkView,
  fields: prLinkFields,
  create: createPrLink,
  update: updatePrLink,
}
