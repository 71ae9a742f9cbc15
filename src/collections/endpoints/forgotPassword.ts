/**
 * `POST /cms-api/users/forgot-password`, in place of Payload's own (a collection's endpoints are matched before
 * Payload's): the same body and answer (`{"message": "Success"}`), but answered before the work is done, so that it
 * takes as long for an address with no account as for one with (src/auth/passwordReset.ts); 429 with `Retry-After`
 * past the limit per network.
 */
import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { requestPasswordReset } from '../../auth/passwordReset'
import { SignInThrottled } from '../../auth/signInLimits'
import { CLIENT_IP_HEADER } from '../../http/client/clientIp'
import { withRetryAfter } from '../../auth/withRetryAfter'

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
