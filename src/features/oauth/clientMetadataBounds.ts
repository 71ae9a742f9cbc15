/**
 * Bounds on what a client says about itself (RFC 7591 §2 client metadata), checked at registration and on every
 * Client ID Metadata Document alike (provider.ts; draft-ietf-oauth-client-id-metadata-document §4.1 lets a server
 * refuse a document's metadata as it would a registration's). Every value is a stranger's, and some are shown to the
 * person approving access: a name of 20,000 characters, or one whose direction marks make it read as something
 * else, is refused as `invalid_client_metadata`, naming the field.
 */

/** Shown as a heading on the consent page. */
const NAME_LONGEST = 100
const LONGEST: Readonly<Record<string, number>> = {
  client_name: NAME_LONGEST,
  software_id: 200,
  software_version: 200,
  scope: 1000,
  // An address (RFC 5321 §4.5.3.1 allows 254 characters in a path).
  contacts: 254,
}
/** URIs and anything else: long enough for any real redirect or logo URL. */
const DEFAULT_LONGEST = 2000
const MOST_ENTRIES = 10
/** An object's JSON (an inline `jwks`). */
const OBJECT_LONGEST = 10_000

/**
 * Characters that change how the text around them reads without being seen: controls (Cc), invisible formatting
 * (Cf: direction marks and overrides, zero-width spaces and joiners, the byte-order mark, soft hyphens), line and
 * paragraph separators (Zl, Zp). A zero-width joiner between two pictographs is an emoji's own (👩‍💻), and stays.
 */
const HIDDEN = /(?!(?<=\p{Extended_Pictographic}\p{M}*)\u200d(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

const lengthOf = (text: string) => Array.from(text).length

function textProblem(field: string, text: string, what: string): string | null {
  const longest = LONGEST[field] ?? DEFAULT_LONGEST
  const length = lengthOf(text)
  if (length > longest) return `${what} may be at most ${longest} characters long, not ${length}`
  if (HIDDEN.test(text)) return `${what} may not contain control characters or invisible characters`
  return null
}

function valueProblem(field: string, value: unknown): string | null {
  if (typeof value === 'string') return textProblem(field, value, field)
  if (Array.isArray(value)) {
    if (value.length > MOST_ENTRIES) return `${field} may have at most ${MOST_ENTRIES} entries, not ${value.length}`
    for (const entry of value) {
      const problem = typeof entry === 'string' ? textProblem(field, entry, `each of ${field}`) : null
      if (problem) return problem
    }
    return null
  }
  if (value !== null && typeof value === 'object' && JSON.stringify(value).length > OBJECT_LONGEST)
    return `${field} may be at most ${OBJECT_LONGEST} characters of JSON`
  return null
}

/** Why the metadata cannot be taken, or null. Types are oidc-provider's to check; only sizes and characters here. */
export function clientMetadataProblem(metadata: Readonly<Record<string, unknown>>): string | null {
  for (const [field, value] of Object.entries(metadata)) {
    const problem = valueProblem(field, value)
    if (problem) return problem
  }
  return null
}
