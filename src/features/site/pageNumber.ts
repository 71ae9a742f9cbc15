/** `?page=` of a listing: a whole number from 1; anything else (0, -1, 2.5, "x", two values) is not a page. */
export function pageNumber(value: string | string[] | null | undefined): number | null {
  if (value === undefined || value === null) return 1
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}
