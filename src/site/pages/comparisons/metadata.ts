import type { Metadata } from 'next'

import { comparisonIndexPath } from '../../paths'

export const COMPARISONS_DESCRIPTION = 'PMSes compared side by side.'

export const comparisonsMetadata: Metadata = { title: 'Comparisons', description: COMPARISONS_DESCRIPTION, alternates: { canonical: comparisonIndexPath } }
