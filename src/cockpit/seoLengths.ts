/** Lengths that search engines show in full, roughly (they cut by pixels; these are the usual character figures). */
export const TITLE_FIT = 60
export const DESCRIPTION_FIT = 155

/** Words for a length: empty, too short to say much, fits, or cut off in results. */
export function lengthVerdict(value: string, fit: number): string {
  if (value.length === 0) return 'empty'
  if (value.length < fit / 3) return 'short'
  return value.length <= fit ? 'fits' : `cut after ${fit}`
}
