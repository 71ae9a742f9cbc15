/**
 * Payload's REST formats an error by its name, and answers one without a name "An unknown error occurred.", whatever
 * its status. The production build leaves Payload's own APIError class nameless, so every `new APIError(message, 4xx,
 * …, true)` a hook or an endpoint of ours throws lost its message to that line (a refusal that names what to do
 * instead is worth nothing without it). A public error's own message is the answer; one that is not public keeps
 * Payload's "Something went wrong.".
 */
import type { AfterErrorHook } from 'payload'

const NAMELESS_ANSWER = 'An unknown error occurred.'

export const keepPublicMessages: AfterErrorHook = ({ error, graphqlResult, result }) => {
  if (graphqlResult || !result) return
  const thrown = error as { isPublic?: unknown; message?: unknown } | null
  if (thrown?.isPublic !== true || typeof thrown.message !== 'string' || thrown.message === '') return
  const [only, ...more] = result.errors ?? []
  if (more.length > 0 || only?.message !== NAMELESS_ANSWER) return
  return { response: { ...result, errors: [{ message: thrown.message }] } }
}
