import type { Metadata } from 'next'

import { glossaryIndexPath } from '../../paths'

export const GLOSSARY_DESCRIPTION = 'Hotel technology terms, A to Z.'

export const glossaryMetadata: Metadata = { title: 'Glossary', description: GLOSSARY_DESCRIPTION, alternates: { canonical: glossaryIndexPath } }
