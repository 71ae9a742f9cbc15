import type { PageHead } from '../../pageHead'
import { homePath } from '../../../../ground/paths'

export const homeMetadata: PageHead = {
  title: { absolute: 'PMS News: news about hotel property management systems' },
  canonical: homePath,
}
