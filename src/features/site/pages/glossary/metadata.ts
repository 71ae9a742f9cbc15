import type { PageHead } from '../../pageHead'
import { glossaryIndexPath } from '../../../../ground/paths'

export const GLOSSARY_DESCRIPTION = 'Hotel technology terms, A to Z.'

export const glossaryMetadata: PageHead = {
  title: 'Glossary',
  description: GLOSSARY_DESCRIPTION,
  canonical: glossaryIndexPath,
}
