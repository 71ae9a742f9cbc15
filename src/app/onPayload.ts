/**
 * Where Next's routes meet the Payload configuration: the app's route files are a composition root (the top floor,
 * docs/decisions/042-floors.md), and the endpoints they wire take the process's Payload instance as an argument rather
 * than importing the configuration themselves.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process's Payload instance, started by the first call. */
export const processPayload = (): Promise<Payload> => getPayload({ config })

type Endpoint<Context extends unknown[]> = (
  request: Request,
  payload: Payload,
  ...context: Context
) => Promise<Response>

/** A Next route handler that runs `endpoint` on the process's Payload instance. */
export const onPayload =
  <Context extends unknown[]>(endpoint: Endpoint<Context>) =>
  async (request: Request, ...context: Context): Promise<Response> =>
    endpoint(request, await processPayload(), ...context)
