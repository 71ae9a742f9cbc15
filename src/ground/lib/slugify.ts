/**
 * URL slugs: lower-case ASCII letters, digits and single hyphens, at most 255 characters, no leading or trailing
 * hyphen. Letters with diacritics are transliterated (é → e, ß → ss, ø → o) rather than dropped, so that
 * "Café Zürich" becomes "cafe-zurich" and not "caf-zrich".
 */
export const SLUG_MAX_LENGTH = 255
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Whether a value could be a stored slug (every collection validates its slugs with SLUG_PATTERN). Page loaders ask
 * first, so that what a URL holds instead (a NUL, which PostgreSQL refuses with an error, an upper-case letter, a
 * dot) is a page not found without a query.
 */
export const isSlug = (value: string): boolean => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

/** Letters that Unicode decomposition (NFKD) does not reduce to ASCII. */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  '&': ' and ',
  '@': ' at ',
}

function truncateAtHyphen(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug
  const cut = slug.slice(0, maxLength)
  const lastHyphen = cut.lastIndexOf('-')
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '')
}

export function slugify(input: string, maxLength = SLUG_MAX_LENGTH): string {
  const transliterated = input
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ&@]/g, (char) => TRANSLITERATIONS[char] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
  const slug = transliterated.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return truncateAtHyphen(slug, maxLength)
}

/** `base-2`, `base-3`, …: the base is shortened so that the whole slug still fits the limit. */
export function withSuffix(base: string, n: number, maxLength = SLUG_MAX_LENGTH): string {
  const suffix = `-${n}`
  return `${truncateAtHyphen(base, maxLength - suffix.length)}${suffix}`
}
