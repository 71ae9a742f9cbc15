import type { SelectField } from 'payload'

/** A required select of labelled values (`{ value: 'Label' }`), defaulting to the first. */
export function choiceField(
  name: string,
  choices: Record<string, string>,
  more: Partial<SelectField> = {},
): SelectField {
  const options = Object.entries(choices).map(([value, label]) => ({ label, value }))
  return { name, type: 'select', required: true, defaultValue: options[0]!.value, options, ...more } as SelectField
}
