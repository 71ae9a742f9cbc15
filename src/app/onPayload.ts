/**
 * Where Next's routes meet the Payload configuration: the app's route files are a composition root (the top floor,
 * docs/decisions/042-floors.md), and the endpoints they wire take the process's Payload instance as an argument rather
 * than importing the configuration themselves.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { problemIfDatabaseAway } from '@/ground/http/handleApiErrors'

/** The process's Payload instance, started by the first call. */
export const processPayload = (): Promise<Payload> => getPayload({ config })

type Endpoint<Context extends unknown[]> = (
  request: Request,
  payload: Payload,
  ...context: Context
) => Promise<Response>

/** How a route answers when the database is away: it runs `answer` and turns that failure into its own 503. */
type WhileDatabaseAway = (answer: () => Promise<Response>) => Promise<Response>

const problemWhileDatabaseAway: WhileDatabaseAway = (answer) => problemIfDatabaseAway('request', answer)

/**
 * A Next route handler that runs `endpoint` on the process's Payload instance. The instance is started by the first
 * request that needs it; if the database is away then (an instance started and not yet asked when PostgreSQL
 * restarts), that start fails, and the request gets the 503 with Retry-After of a database away (problem+json, or
 * the endpoint's own shape through `whileDatabaseAway`), not Next's bare 500. The next request starts it again.
 */
export const onPayload =
  <Context extends unknown[]>(endpoint: Endpoint<Context>, whileDatabaseAway = problemWhileDatabaseAway) =>
  async (request: Request, ...context: Context): Promise<Response> =>
    whileDatabaseAway(async () => endpoint(request, await processPayload(), ...context))
