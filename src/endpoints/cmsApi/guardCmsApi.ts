/**
 * What stands in front of Payload's `/cms-api` REST and GraphQL handlers (docs/decisions/022-anonymous-cms-api-access.md):
 * the request limit and the bounds of a read for clients that are not signed in, paths Payload would answer with an
 * error of its own making, bodies its parser cannot take, writes without a document, GraphQL queries over their
 * cost, and the media file route, whose answer must not tell an image the caller may not see from no image at all
 * (src/features/site/mediaFileRoute.ts). Whatever Payload's handler then throws that is a client's mistake (its
 * GraphQL handler throws "Invalid JSON" past its own error handling) keeps its 4xx. Checks on the values of a query (ids, `where`, `page`) run inside
 * Payload, for every operation (src/hooks/refuseMalformedQueries.ts).
 */
import { APIError, executeAuthStrategies, getPayload, type Payload, type SanitizedConfig } from 'payload'

import { roleOf } from '../../content/access/roles'
import { mediaFileRouteAnswer } from '../../features/site/mediaFileRoute'
import { env } from '../../ground/env'
import { clientAddressOf } from '../../ground/http/client/clientIp'
import { problemIfDatabaseAway } from '../../ground/http/handleApiErrors'
import { IMPORT_UPLOAD_PATH } from '../importRuns'
import { consumeAnonymousRequest } from './anonymousLimit'
import { readBoundsProblem, readQueryOf } from './anonymousReadBounds'
import { judgeGraphqlRequest } from './graphqlCost'
import { isDocumentWrite, isUnservedPath, mediaFileRead } from './payloadRoutes'
import { refusal } from './refusal'
import { type BodyCheck, type BodyLimits, checkBody } from './requestBody'

/** Anonymous clients sign in, ask for a password reset or query: none of it needs more. */
const ANONYMOUS_MAX_BODY_BYTES = 64 * 1024
/** busboy's default, which Payload's multipart parser keeps for text parts such as `_payload`. */
const BUSBOY_FIELD_BYTES = 1024 * 1024
const ENVELOPE_BYTES = 64 * 1024

/** The one `/cms-api` upload larger than an image: an export to import, which its endpoint streams to disk. */
const isStreamedUpload = (payload: Payload, request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname === `${payload.config.routes.api}${IMPORT_UPLOAD_PATH}`

type RouteHandler<C> = (request: Request, context: C) => Promise<Response>

function bodyLimits(payload: Payload, signedIn: boolean): BodyLimits {
  const fieldBytes = payload.config.bodyParser?.limits?.fieldSize ?? BUSBOY_FIELD_BYTES
  if (!signedIn) return { maxBytes: ANONYMOUS_MAX_BODY_BYTES, fieldBytes }
  return { maxBytes: env.IMAGE_MAX_BYTES + fieldBytes + ENVELOPE_BYTES, fieldBytes }
}

export function guardCmsApi<C>(
  config: Promise<SanitizedConfig>,
  handler: RouteHandler<C>,
  { graphql = false } = {},
): RouteHandler<C> {
  const guarded: RouteHandler<C> = async (request, context) => {
    const payload = await getPayload({ config })
    const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
    const signedIn = Boolean(user)
    if (!signedIn && request.method !== 'OPTIONS') {
      const limited = await consumeAnonymousRequest(payload, clientAddressOf(request))
      if (limited) return limited
    }
    if (!graphql && isUnservedPath(payload, new URL(request.url).pathname)) return refusal(404, 'Not Found')
    const mediaFile = graphql ? null : mediaFileRead(payload, request)
    if (mediaFile) return mediaFileRouteAnswer(payload, { ...mediaFile, isStaff: async () => roleOf(user) !== null })
    // A signed-in upload of an export streams to disk within its own limit (../importRuns.ts): not read into memory here.
    const streamed = signedIn && isStreamedUpload(payload, request)
    const body: BodyCheck = streamed
      ? { ok: true, carriesDocument: false }
      : await checkBody(request, bodyLimits(payload, signedIn))
    if (!body.ok) return body.response
    if (!graphql && !signedIn) {
      const tooMuch = readBoundsProblem(readQueryOf(request, body.form))
      if (tooMuch) return refusal(400, tooMuch)
    }
    if (!graphql && !body.carriesDocument && isDocumentWrite(payload, request)) {
      return refusal(
        400,
        'A create or update needs a document: a JSON object of its fields, or multipart/form-data with one in its _payload part.',
      )
    }
    if (graphql && request.method === 'POST') {
      const verdict = judgeGraphqlRequest(body.json, signedIn)
      if (!verdict.ok) return refusal(verdict.status, verdict.message, {}, verdict.extensions)
    }
    try {
      return await handler(request, context)
    } catch (error) {
      if (error instanceof APIError && error.status >= 400 && error.status < 500)
        return refusal(error.status, error.message)
      throw error
    }
  }
  // The database away before Payload's handler runs (its instance first used during an outage, the limit's count, the
  // session's lookup) is a 503 with Retry-After, as everywhere else, not Next's bare 500.
  return (request, context) => problemIfDatabaseAway('/cms-api request', () => guarded(request, context))
}
