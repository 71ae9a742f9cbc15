import type { PageHead } from '../../pageHead'
import { comparisonIndexPath } from '../../../../ground/paths'

export const COMPARISONS_DESCRIPTION = 'PMSes compared side by side.'

export const comparisonsMetadata: PageHead = {
  title: 'Comparisons',
  description: COMPARISONS_DESCRIPTION,
  canonical: comparisonIndexPath,
}
