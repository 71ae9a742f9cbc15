/** fetch with the outbound timeout, and errors that say which service failed and how. */
import { env } from '../env'

export class OutboundError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: string,
  ) {
    super(message)
  }
}

export async function outboundJson<T>(
  service: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: T }> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(env.OUTBOUND_TIMEOUT_MS) })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${env.OUTBOUND_TIMEOUT_MS} ms`
        : String(error)
    throw new OutboundError(`${service}: ${reason}`)
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (!response.ok)
    throw new OutboundError(`${service} answered ${response.status}: ${text.slice(0, 300)}`, response.status, text)
  return { status: response.status, body: body as T }
}
