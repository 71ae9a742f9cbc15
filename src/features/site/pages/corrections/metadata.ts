import type { PageHead } from '../../pageHead'
import { listPageUrl } from '../../../../ground/paths'
import type { CorrectionsList } from './load'

export const CORRECTIONS_DESCRIPTION =
  'Every correction and update we have made to a published story, newest first, with the date we made it.'

/** Each page of the list is its own canonical page. */
export const correctionsMetadata = (page: CorrectionsList): PageHead => ({
  title: page.page > 1 ? `Corrections and updates, page ${page.page}` : 'Corrections and updates',
  description: CORRECTIONS_DESCRIPTION,
  canonical: listPageUrl(page.url, page.page),
})
