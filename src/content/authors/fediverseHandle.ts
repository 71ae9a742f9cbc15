/**
 * An author's handle on the social web, `@user@host` as Mastodon writes it: shown on the author's articles as
 * `<meta name="fediverse:creator">` (Mastodon's author attribution) and in their ActivityPub objects.
 */
import { z } from 'zod'

/** `@user@host`: a user part of letters, digits, `_`, `.` or `-`, and a host name with a dot. */
const FEDIVERSE_HANDLE_PATTERN = /^@[A-Za-z0-9_.-]{1,64}@(?=.{4,253}$)([A-Za-z0-9-]{1,63}\.)+[A-Za-z0-9-]{2,63}$/

export const fediverseHandle = z
  .string()
  .regex(FEDIVERSE_HANDLE_PATTERN, 'must be a handle written @user@host, such as @jane@mastodon.social')
