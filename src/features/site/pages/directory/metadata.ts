import type { PageHead } from '../../pageHead'
import { directoryPath } from '../../../../ground/paths'

export const DIRECTORY_DESCRIPTION = 'Every hotel property management system we cover: profiles, news and comparisons.'

export const directoryMetadata: PageHead = {
  title: 'PMS directory',
  description: DIRECTORY_DESCRIPTION,
  canonical: directoryPath,
}
