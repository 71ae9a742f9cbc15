/**
 * The names of a document's fields whose values are `V` (or empty), so that a field or hook that is told which of
 * a collection's fields to work on is refused, when the configuration is compiled, a name the document does not
 * have or one holding something else.
 */
export type FieldsHolding<D, V> = { [K in keyof D]-?: NonNullable<D[K]> extends V ? K : never }[keyof D] & string
