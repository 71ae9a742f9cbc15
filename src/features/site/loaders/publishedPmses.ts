import { isPublicRecord } from '../../../ground/db/publicRecord'
import type { Pmse } from '../../../content/payload-types'

/** The PMSes of a record read with depth 1 that the public may see; an unpublished one is left out, not named. */
export const publishedPmses = (pmses: Array<number | Pmse>) =>
  pmses.filter((pms): pms is Pmse => typeof pms === 'object' && isPublicRecord(pms))
