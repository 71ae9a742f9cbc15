/**
 * Reset tokens stored as their digest (src/features/auth/resetTokens.ts): Payload writes the token it mails to the
 * account (forgot-password, through an update) and looks a reset up by comparing the column with the token it is
 * given; these hooks put the digest in both places.
 */
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { isRawResetToken, isStoredResetToken, storedResetToken } from '../../../features/auth/resetTokens'

/** The token Payload writes for a forgot-password becomes its digest before it reaches the row. */
export const storeResetTokenDigest: CollectionBeforeChangeHook = ({ data }) => {
  const token = data.resetPasswordToken
  if (typeof token === 'string' && !isStoredResetToken(token)) data.resetPasswordToken = storedResetToken(token)
  return data
}

/**
 * A reset compares the digest of the token it brings. Payload reads the token from the very `data` object it passed
 * here, so it is changed in place. A row an older version left with the token as it was is brought to the digest
 * first; never for a value shaped like a digest, which only someone who read the row could bring.
 */
export const compareResetTokenDigest: CollectionBeforeOperationHook<'users'> = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = args.data as { token?: unknown } | undefined
  if (!data || typeof data.token !== 'string') return args
  const stored = storedResetToken(data.token)
  if (isRawResetToken(data.token))
    await req.payload.db.updateOne({
      collection: 'users',
      where: { resetPasswordToken: { equals: data.token } },
      data: { resetPasswordToken: stored },
      options: { atomic: true },
      req,
    })
  data.token = stored
  return args
}
