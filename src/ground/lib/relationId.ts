/**
 * The id of a Payload relationship's value, which is the id itself or, read at depth, the related document: a number
 * either way, or null where the relation is empty or holds something else (a draft's half-filled form).
 */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') {
    return (value as { id: number }).id
  }
  return null
}
