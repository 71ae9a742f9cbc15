/**
 * What every answer under /preview carries, refusals included: no index, no follow (the `X-Robots-Tag` header search
 * engines honour); kept by no cache (RFC 9111 §5.2.2.5 no-store, §5.2.2.7 private), since the page is one editor's and
 * a draft changes every two seconds. No Referer carrying the signed link to the sites the draft links to, and framing
 * by the cockpit's live preview pane only, come with the preview area's security headers (src/server/securityHeaders.ts).
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
}
