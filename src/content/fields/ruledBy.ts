import type { ZodType } from 'zod'

import { problemWith } from '../fieldRules'

type Validation<V, O> = (value: V, options: O) => string | true | Promise<string | true>

/**
 * A field's `validate` that asks the content module's rule first (the zod schema the machine writers' inputs are
 * built from), so that a cockpit save is refused for the same reason in the same words as a REST or MCP write; then
 * `base`, Payload's own check of the field (required, and whatever the rule leaves to it). An empty value is `base`'s
 * to judge: whether a field may be left empty is the collection's to say.
 */
export function ruledBy<V, O>(rule: ZodType, base: Validation<V, O>): Validation<V, O> {
  return (value, options) => {
    if (value === null || value === undefined || value === '') return base(value, options)
    return problemWith(rule, value) ?? base(value, options)
  }
}
