/**
 * One query parameter as a page gets it from Next: a string, an array when the name is repeated, or nothing. Pages
 * take a single, bounded string or nothing at all, so that `?token=a&token=b` is simply not a token.
 */
export function singleParam(value: string | string[] | undefined, maxLength = 200): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined
}
