/**
 * JSON in the JSON Canonicalization Scheme (RFC 8785): object members sorted by their names' UTF-16 code units, no
 * whitespace, strings and numbers as ECMAScript's `JSON.stringify` writes them (RFC 8785 §3.2.2 is defined as that).
 * What a signature over a JSON document is computed on, so that signer and verifier hash the same bytes whatever
 * order and spacing the document travelled in (the `eddsa-jcs-2022` proofs of ../../features/federation/).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError('JSON has no Infinity or NaN')
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`
  const members = Object.entries(value as Record<string, unknown>)
    .filter(([, member]) => member !== undefined)
    // The default sort compares UTF-16 code units, as RFC 8785 §3.2.3 asks.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${members.map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`).join(',')}}`
}
