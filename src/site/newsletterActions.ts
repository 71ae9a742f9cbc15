/**
 * The newsletter's addresses answer GET with a page and POST with an action (RFC 8058 wants the one-click POST at
 * the very URL a GET shows as a page); Next cannot have a page and a route handler at one path, so src/proxy.ts
 * sends their POSTs to the action routes under /subscribe/actions. They are the only public pages that take a POST
 * (src/server/allowedMethods.ts).
 */
export const NEWSLETTER_ACTIONS: Readonly<Record<string, string>> = {
  '/subscribe': '/subscribe/actions/subscribe',
  '/subscribe/confirm': '/subscribe/actions/confirm',
  '/subscribe/unsubscribe': '/subscribe/actions/unsubscribe',
}
