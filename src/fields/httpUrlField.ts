import type { TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/**
 * True for an absolute http(s) URL; `javascript:` and other schemes are refused, and so are control characters,
 * which the URL parser would quietly encode but the stored text would keep (PostgreSQL refuses NUL outright).
 */
export function isHttpUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- a URL with control characters is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export function httpUrlField(name: string, options: { required?: boolean } = {}): TextField {
  return {
    name,
    type: 'text',
    maxLength: 2048,
    required: options.required,
    validate: ((value, args) => {
      const base = text(value, args)
      if (base !== true || value === null || value === undefined || value === '') return base
      return isHttpUrl(value) ? true : 'Must be an absolute http:// or https:// URL'
    }) as TextFieldSingleValidation,
  }
}
