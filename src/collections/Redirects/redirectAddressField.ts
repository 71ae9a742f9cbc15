import type { FieldHook, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import type { PathVerdict } from '../../content/redirects/redirectPaths'

interface AddressOptions {
  /** The address's rule (src/content/redirects/redirectPaths.ts): its normal form, or why it is refused. */
  verdict: (value: string) => PathVerdict
  unique?: boolean
  description: string
}

/** A redirect's `from` or `to`: stored in its normal form, refused in the rule's words as a field error. */
export function redirectAddressField(name: 'from' | 'to', options: AddressOptions): TextField {
  const normalise: FieldHook = ({ value }) => {
    if (typeof value !== 'string') return value
    const verdict = options.verdict(value.trim())
    return 'path' in verdict ? verdict.path : value
  }
  return {
    name,
    type: 'text',
    required: true,
    unique: options.unique,
    index: true,
    admin: { description: options.description },
    hooks: { beforeValidate: [normalise] },
    validate: ((value, args) => {
      if (typeof value !== 'string' || value === '') return text(value, args)
      const verdict = options.verdict(value)
      return 'problem' in verdict ? verdict.problem : text(value, args)
    }) as TextFieldSingleValidation,
  }
}
