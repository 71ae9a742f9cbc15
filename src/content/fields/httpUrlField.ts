import type { TextField } from 'payload'
import { text } from 'payload/shared'

import { HTTP_URL_MAX_LENGTH, httpUrl } from '../fieldRules'
import { ruledBy } from './ruledBy'

/** An absolute http(s) URL, refused otherwise in the words of the machine writers' schemas. */
export function httpUrlField(name: string, options: { required?: boolean } = {}): TextField {
  return {
    name,
    type: 'text',
    maxLength: HTTP_URL_MAX_LENGTH,
    required: options.required,
    validate: ruledBy(httpUrl, text),
  }
}
