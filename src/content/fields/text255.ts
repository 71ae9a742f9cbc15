import type { TextField } from 'payload'
import { text } from 'payload/shared'

import { line } from '../fieldRules'
import { ruledBy } from './ruledBy'

/** The spec's "max length 255" strings, refused past it in the words of the machine writers' schemas. */
export function text255(name: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name,
    type: 'text',
    maxLength: 255,
    validate: ruledBy(line, text),
    ...overrides,
  } as TextField
}
