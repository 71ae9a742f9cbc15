/**
 * The request target (RFC 9112 §3.2) as the router accepts it: origin-form (`/path?query`), or absolute-form
 * (`http://host/path?query`, which §3.2.2 says a server MUST accept), turned into origin-form so that everything
 * behind the router sees one shape. What follows cannot be a path of ours and is refused with a reason, before any
 * URL parser (ours, Next's, a cache's) can read it as something else:
 * - a path beginning `//` or `/\`, which WHATWG URL parsers read as a host (`//[` throws, `//evil.example` is another
 *   site), and which no link of ours has;
 * - percent-encoding that does not decode;
 * - `*` and anything else not starting with `/`.
 * What a well-formed path holds is for the routes to judge (a NUL in a slug is a page not found: src/ground/lib/slugify.ts).
 */

/** The path of an origin-form target, without its query. */
export function pathnameOf(target: string): string {
  const query = target.indexOf('?')
  return query < 0 ? target : target.slice(0, query)
}

export type RequestTarget = { ok: true; path: string; pathname: string } | { ok: false; reason: string }

const ABSOLUTE_FORM = /^https?:\/\//i

export function parseRequestTarget(raw: string | undefined): RequestTarget {
  let path = raw ?? ''
  if (ABSOLUTE_FORM.test(path)) {
    try {
      const url = new URL(path)
      path = `${url.pathname}${url.search}`
    } catch {
      return { ok: false, reason: 'the absolute-form request target is not a valid URL' }
    }
  }
  if (!path.startsWith('/')) return { ok: false, reason: 'the request target must be a path beginning with /' }
  if (path[1] === '/' || path[1] === '\\')
    return { ok: false, reason: 'a path may not begin with // or /\\ (an address of another host)' }
  const pathname = pathnameOf(path)
  // Decoded only to see that it decodes: most paths have nothing to decode, and every request passes here.
  if (pathname.includes('%')) {
    try {
      decodeURIComponent(pathname)
    } catch {
      return { ok: false, reason: 'the path is not valid percent-encoding' }
    }
  }
  return { ok: true, path, pathname }
}
