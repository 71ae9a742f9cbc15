/** The cockpit's calls to the sign-in and second-factor endpoints (src/collections/Users/endpoints/): JSON in, JSON out. */
export interface Answer<Body = Record<string, unknown>> {
  status: number
  body: Body
}

export async function postJson<Body = Record<string, unknown>>(
  path: string,
  data: unknown = {},
): Promise<Answer<Body>> {
  const response = await fetch(`/cms-api/users${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  const body = (await response.json().catch(() => ({}))) as Body
  return { status: response.status, body }
}

/** The message of a Payload error answer (`{ errors: [{ message }] }`), or a plain one. */
export function problemOf(answer: Answer<unknown>): string {
  const errors = (answer.body as { errors?: Array<{ message?: string }> }).errors
  return errors?.[0]?.message ?? `Something went wrong (${answer.status}); try again.`
}

export interface SetUpResult {
  recoveryCodes?: string[] | null
}
