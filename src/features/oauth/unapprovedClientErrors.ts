/**
 * RFC 9700 §4.11.2 (the authorization server as open redirector): a failed authorization request is sent back to
 * the client's redirect URI (RFC 6749 §4.1.2.1) only for a client a person has approved here; for any other it is
 * shown on our own error page, 400, with no Location and no form that leads on (docs/decisions/051).
 *
 * Registration is open and a CIMD client needs none, so anyone can name any https redirect URI; without this, a link
 * to `/oauth/authorize` with a missing PKCE challenge, a malformed scope or `prompt=none` sent the browser straight to
 * that URI, under this site's name, before any person had seen the client.
 *
 * Only the request's first leg (the `authorization` route) is held. The `resume` route answers at the end of an
 * interaction, after a person on our sign-in or consent page (which name the client) pressed Cancel or Deny: the
 * person decided, as §4.11.2 allows.
 *
 * How, without patching oidc-provider: its authorization error handler answers an error either with `renderError`
 * (ours, here) or through the response mode (a 303 for query and fragment, an auto-submitting form for form_post).
 * It emits `authorization.error` (or `server_error`) for the error first, in the same request. A post-middleware
 * (`provider.use`, oidc-provider's documented place for pre- and post-processing) then knows that the request
 * failed, and that `renderError` did not answer it: the answer went to the client, and is replaced when no person
 * approved the client.
 */
import type Provider from 'oidc-provider'
import type { errors, KoaContextWithOIDC } from 'oidc-provider'

import { clientHostOf } from './clientNames'
import { type KeptFrom, oauthErrorPage } from './errorPage'

interface ErrorOut {
  error: string
  error_description?: string
}

/**
 * What oidc-provider itself would say (its err_out helper): an unexposed error is a bare `server_error`. The errors
 * of `prompt=none` carry 303, the status of their redirect; on our page they are the client's mistake, 400.
 */
function errorOut(error: Error): { status: number; out: ErrorOut } {
  const known = error as Partial<errors.OIDCProviderError>
  if (!known.expose)
    return { status: 500, out: { error: 'server_error', error_description: 'oops! something went wrong' } }
  const status = typeof known.statusCode === 'number' && known.statusCode >= 400 ? known.statusCode : 400
  return { status, out: { error: error.message, error_description: known.error_description } }
}

const hostOf = (uri: unknown) => (typeof uri === 'string' ? (URL.parse(uri)?.host ?? null) : null)

/**
 * `approvedByAPerson(clientId)`: whether a person's approval of the client stands (src/features/oauth/grants.ts). Returns the
 * `renderError` to configure the provider with, and `install`, to call on the provider built with it.
 */
export function keepUnapprovedClientErrorsHere(approvedByAPerson: (clientId: string) => Promise<boolean>) {
  const failures = new WeakMap<object, Error>()
  const answeredHere = new WeakSet<object>()

  function renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }): void {
    answeredHere.add(ctx)
    ctx.type = 'html'
    ctx.body = oauthErrorPage(out)
  }

  function install(provider: Provider): void {
    const noteFailure = (ctx: KoaContextWithOIDC, error: Error) => {
      if (ctx.oidc.route === 'authorization') failures.set(ctx, error)
    }
    provider.on('authorization.error', noteFailure)
    provider.on('server_error', noteFailure)

    provider.use(async function keepUnapprovedClientErrorHere(koaContext, next) {
      await next()
      const ctx = koaContext as unknown as KoaContextWithOIDC
      const failure = failures.get(ctx)
      if (!failure || answeredHere.has(ctx)) return
      const client = ctx.oidc.client
      if (!client || (await approvedByAPerson(client.clientId))) return
      const { status, out } = errorOut(failure)
      const keptFrom: KeptFrom = {
        clientName: client.clientName ?? client.clientId,
        clientHost: clientHostOf(client.clientId),
        redirectHost: hostOf(ctx.oidc.params?.redirect_uri),
      }
      ctx.remove('Location')
      ctx.status = status
      ctx.type = 'html'
      ctx.body = oauthErrorPage(out, keptFrom)
    })
  }

  return { renderError, install }
}
