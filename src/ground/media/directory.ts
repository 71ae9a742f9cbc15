/**
 * The `directory` an image is stored under (spec: pattern `^[a-z0-9\-\/]+$`, default `uploads`). Normalised so
 * that one directory has one spelling: no leading, trailing or doubled slashes. The pattern admits no dots, so a
 * directory can never climb out of the media root.
 */
export const DEFAULT_DIRECTORY = 'uploads'
export const DIRECTORY_PATTERN = /^[a-z0-9\-/]+$/
export const DIRECTORY_MAX_LENGTH = 200

export type DirectoryVerdict = { ok: true; directory: string } | { ok: false; message: string }

export function normaliseDirectory(raw: string): DirectoryVerdict {
  if (!DIRECTORY_PATTERN.test(raw)) {
    return { ok: false, message: 'must contain only lower-case letters, digits, hyphens and slashes' }
  }
  const directory = raw.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '')
  if (directory === '') return { ok: false, message: 'must name at least one directory, not only slashes' }
  if (directory.length > DIRECTORY_MAX_LENGTH) {
    return { ok: false, message: `must be at most ${DIRECTORY_MAX_LENGTH} characters` }
  }
  return { ok: true, directory }
}
