/** The fields of `fields` that are given: a field whose value is undefined is left out, so that a write leaves it as it is. */
export function givenFields<T extends object>(fields: T): Partial<T> {
  const given: Partial<T> = {}
  for (const name in fields) if (Object.hasOwn(fields, name) && fields[name] !== undefined) given[name] = fields[name]
  return given
}
