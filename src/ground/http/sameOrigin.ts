/**
 * Whether a POST came from a page of this site: its Origin (or, lacking one, its Referer) names BASE_URL's host or
 * the host the request was sent to. The cockpit's own form posts carry the session cookie, and Payload takes a cookie
 * from any origin while no `csrf` list is configured (no BASE_URL): a page elsewhere must not make a signed-in
 * person act. A request without either header is refused too.
 */
export function isSameOrigin(request: Request, baseUrl: string): boolean {
  const origin = request.headers.get('origin') ?? request.headers.get('referer')
  if (!origin) return false
  try {
    const host = new URL(origin).host
    return host === new URL(baseUrl).host || host === request.headers.get('host')
  } catch {
    return false
  }
}
