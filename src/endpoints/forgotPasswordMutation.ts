/**
 * GraphQL's `forgotPasswordUser(email)` in place of Payload's own (custom mutations replace built-in ones of the
 * same name), so that it follows the same rules as the REST endpoint: src/features/auth/passwordReset.ts.
 */
import type { GraphQLExtension, PayloadRequest } from 'payload'

import { requestPasswordReset } from '../features/auth/passwordReset'
import { CLIENT_IP_HEADER } from '../ground/http/client/clientIp'

export const forgotPasswordMutation: GraphQLExtension = (GraphQL) => ({
  forgotPasswordUser: {
    type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLBoolean),
    args: { email: { type: new GraphQL.GraphQLNonNull(GraphQL.GraphQLString) } },
    async resolve(_source: unknown, args: { email: string }, context: { req: PayloadRequest }) {
      await requestPasswordReset(
        context.req.payload,
        args.email,
        context.req.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
      )
      return true
    },
  },
})
