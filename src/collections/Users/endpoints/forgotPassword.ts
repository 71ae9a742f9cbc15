/**
 * `POST /cms-api/users/forgot-password`, in place of Payload's own (a collection's endpoints are matched before
 * Payload's): the same body and answer (`{"message": "Success"}`), but answered before the work is done, so that it
 * takes as long for an address with no account as for one with (src/features/auth/passwordReset.ts); 429 with `Retry-After`
 * past the limit per network.
 */
import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { requestPasswordReset } from '../../../features/auth/passwordReset'
import { SignInThrottled } from '../../../features/auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../../ground/http/client/clientIp'
import { withRetryAfter } from '../../../features/auth/withRetryAfter'

export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    try {
      await requestPasswordReset(req.payload, req.data?.email, req.headers.get(CLIENT_IP_HEADER) ?? 'unknown')
    } catch (error) {
      if (error instanceof SignInThrottled) req.responseHeaders = withRetryAfter(req.responseHeaders, error)
      throw error
    }
    return Response.json({ message: req.t('general:success') })
  },
}
