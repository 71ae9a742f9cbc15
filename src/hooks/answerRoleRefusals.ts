/**
 * Payload answers an access function's `false` with its own 403, "You are not allowed to perform this action". When
 * the refusal was for what a cockpit role lacks (src/content/access/roleRefusals.ts), the answer names the role and
 * the lack, as every other interface does (docs/decisions/060-four-roles.md): in REST a problem+json body (with
 * Payload's `errors` beside it, which the cockpit reads), in GraphQL the error's message and extensions.
 */
import type { AfterErrorHook } from 'payload'

import { refusedCapability } from '../content/access/roleRefusals'
import { roleLacks, roleOf } from '../content/access/roles'
import { env } from '../ground/env'
import { PROBLEM_CONTENT_TYPE, problemBody } from '../ground/errors/problem'

/** The error's status; in GraphQL, that of the error the resolver threw. */
const statusOf = (error: unknown) => {
  const thrown = error as { status?: unknown; originalError?: { status?: unknown } } | null
  return thrown?.status ?? thrown?.originalError?.status
}

export const answerRoleRefusals: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const capability = refusedCapability(req)
  const role = roleOf(req?.user)
  if (statusOf(error) !== 403 || capability === null || role === null) return
  const refusal = roleLacks(role, capability)
  const body = problemBody(refusal, env.baseUrl)
  if (graphqlResult)
    return {
      graphqlResult: {
        ...graphqlResult,
        message: refusal.detail ?? refusal.title,
        extensions: { ...graphqlResult.extensions, statusCode: 403, code: refusal.code, role, lacks: capability },
      },
    }
  if (req) {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Content-Type', PROBLEM_CONTENT_TYPE)
  }
  return { status: 403, response: { ...body, errors: [{ message: refusal.detail }] } }
}
