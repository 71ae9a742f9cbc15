import type { NumberField, NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'

/** A number field that also refuses fractions (Payload's own check covers type, min, max and required). */
export function wholeNumber(field: Omit<NumberField, 'type' | 'validate' | 'hasMany'>): NumberField {
  const validate: NumberFieldSingleValidation = (value, args) => {
    const base = number(value, args)
    if (base !== true) return base
    return value === null || value === undefined || Number.isInteger(value)
      ? true
      : `${field.name} must be a whole number`
  }
  return { ...field, type: 'number', validate } as NumberField
}
