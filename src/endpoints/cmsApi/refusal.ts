/**
 * An answer of ours on `/cms-api`, in Payload's own error shape (`{ "errors": [{ "message": … }] }`), which the
 * cockpit reads and every other `/cms-api` error has; never cached.
 */
export function refusal(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  extensions?: Record<string, unknown>,
): Response {
  return Response.json(
    { errors: [{ message, ...(extensions ? { extensions } : {}) }] },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}
