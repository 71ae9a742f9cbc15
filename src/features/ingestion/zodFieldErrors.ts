import type { z } from 'zod'

import type { FieldError } from '../../ground/errors/AppError'

/** One entry per failing field (its first problem), named as in the request; an unknown field under its own name. */
export function zodFieldErrors(error: z.ZodError): FieldError[] {
  const entries = error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: 'is not a known field' }))
    }
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body'
    return [{ field, message: issue.message }]
  })
  return entries.filter((entry, index) => entries.findIndex((other) => other.field === entry.field) === index)
}
