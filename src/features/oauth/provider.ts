/**
 * The OAuth 2.1 authorization server (docs/decisions/014-oauth-server.md): oidc-provider, configured for agents
 * that reach the MCP server. Every token is issued for that one resource, opaque, and stored in PostgreSQL.
 * - Open dynamic registration (RFC 7591), for public clients (`none`) and confidential ones (`client_secret_basic`);
 *   registering grants nothing. Redirect URIs must be https, or http on a loopback address; native apps
 *   (`application_type: native`) may use any port on a loopback IP (RFC 8252 §7.3).
 * - Or no registration at all: a `client_id` that is an https URL names the client's own metadata document (CIMD,
 *   docs/decisions/028), fetched through a guard (clientMetadataFetch.ts).
 * - Authorization code with PKCE S256 for every client; the device flow (RFC 8628) for agents without a browser.
 * - A person signs in and approves every grant on our pages; nothing is approved without them (no grant is reused
 *   silently, and `prompt=none` can only fail).
 * - A failed authorization request goes back to the client's redirect URI only once a person has approved the
 *   client; before that it stays on our error page, so that open registration does not make us a redirector
 *   (RFC 9700 §4.11.2, unapprovedClientErrors.ts).
 * - Refresh tokens for clients that registered the grant, rotated on each use; a replayed one revokes the grant.
 */
import Provider, { type Configuration, errors } from 'oidc-provider'

import { parseLoopbackStandIns } from '../../ground/lib/loopbackStandIns'
import type { Env } from '../../ground/env'
import { clientMetadataProblem } from './clientMetadataBounds'
import type { DeviceCodeGuesses } from './deviceCodeGuesses'
import { deviceFlowPages } from './devicePages'
import { createPostgresAdapter } from './postgresAdapter'
import type { Queryable } from '../../ground/db/adapter'
import { agentAuthMetadata } from './agentAuthMetadata'
import { createClientMetadataFetch } from './clientMetadataFetch'
import { clientHostOf } from './clientNames'
import { clientApprovedByAPerson } from './grants'
import { redirectUriAllowed, redirectUriProblem, refreshResourceProblem } from './clientRequestRules'
import { mcpResourceUrl, SCOPE_NAMES } from './scopes'
import type { Sealer } from './sealing'
import type { PrivateJwk } from './signingKeys'
import { keepUnapprovedClientErrorsHere } from './unapprovedClientErrors'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const ACCESS_TOKEN_TTL_SECONDS = HOUR
const REFRESH_TOKEN_TTL_SECONDS = 30 * DAY
/**
 * What is kept for someone who has not signed in (the device page's session, a sign-in's interaction) lasts this long,
 * and a signed-in session 14 days (docs/decisions/057): a stranger's requests leave rows that soon go.
 */
const BEFORE_SIGN_IN_TTL_SECONDS = 30 * MINUTE
const SESSION_TTL_SECONDS = 14 * DAY

/** Client metadata naming a URL that oidc-provider would load (RFC 7591 §2: `jwks_uri`; OIDC Registration §2). */
const FETCHED_CLIENT_METADATA = ['jwks_uri', 'sector_identifier_uri'] as const

interface ProviderOptions {
  env: Env
  pool: Queryable
  sealer: Sealer
  keys: PrivateJwk[]
  cookieKeys: string[]
  findAccount: Configuration['findAccount']
  /** The count of user codes guessed on the device page. */
  guesses: DeviceCodeGuesses
}

export function createOAuthProvider({
  env,
  pool,
  sealer,
  keys,
  cookieKeys,
  findAccount,
  guesses,
}: ProviderOptions): Provider {
  const baseUrl = env.baseUrl
  const resource = mcpResourceUrl(baseUrl)
  const errorAnswers = keepUnapprovedClientErrorsHere((clientId) => clientApprovedByAPerson(pool, clientId))
  const configuration: Configuration = {
    adapter: createPostgresAdapter(pool, sealer),
    jwks: { keys },
    cookies: { keys: cookieKeys },
    findAccount,
    scopes: SCOPE_NAMES,
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic'],
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
    extraClientMetadata: {
      // Not a real property: its validator runs on every registration, and checks the standard ones.
      properties: ['pmsnews_policy'],
      validator(ctx, key, _value, metadata) {
        if (key !== 'pmsnews_policy') return
        // A registration's body as sent, too: what oidc-provider drops unread (software_id, …) is bounded alike.
        const sent = ctx?.oidc.route === 'registration' ? ctx.oidc.body : undefined
        const unbounded = clientMetadataProblem(metadata) ?? (sent ? clientMetadataProblem(sent) : null)
        if (unbounded) throw new errors.InvalidClientMetadata(unbounded)
        if (typeof metadata.client_name !== 'string' || !metadata.client_name.trim()) {
          throw new errors.InvalidClientMetadata('client_name is required: the person approving access sees it')
        }
        const uris = metadata.redirect_uris ?? []
        if (!Array.isArray(uris) || !uris.every((uri) => typeof uri === 'string')) {
          throw new errors.InvalidClientMetadata('redirect_uris must be an array of URLs')
        }
        for (const uri of uris as string[]) {
          const problem = redirectUriProblem(uri)
          if (problem) throw new errors.InvalidRedirectUri(problem)
        }
        // A metadata document that names no token endpoint method gets this server's default, client_secret_basic,
        // which a document may not use (it has no secret): oidc-provider refuses one that says so outright, so here
        // it can only be the default, and a document's client is a public client.
        if (clientHostOf(metadata.client_id) && metadata.token_endpoint_auth_method === 'client_secret_basic')
          metadata.token_endpoint_auth_method = 'none'
        // oidc-provider fetches these at registration (or at first use); a stranger's registration would make the
        // server connect wherever they name, an internal port included. We use neither (no client keys: clients
        // authenticate with `none` or a secret; no pairwise subjects), so nothing a client registers is fetched.
        for (const field of FETCHED_CLIENT_METADATA) {
          if (metadata[field] !== undefined)
            throw new errors.InvalidClientMetadata(
              `${field} is not supported: this server fetches nothing a client registers`,
            )
        }
      },
    },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false, issueRegistrationAccessToken: false },
      revocation: { enabled: true },
      // A client may introspect its own tokens only: registration is open, so "any confidential client" is anyone.
      introspection: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      deviceFlow: { enabled: true, ...deviceFlowPages(guesses) },
      // Client ID Metadata Documents, what hosted agents (and MCP 2026-07-28 clients) use instead of registering:
      // kept at least five minutes and at most a day, or as long as the document's Cache-Control says in between.
      clientIdMetadataDocument: { enabled: true, ack: 'draft-02', cacheDuration: { min: 300, max: DAY } },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget(`the only resource is ${resource}`)
          return {
            scope: SCOPE_NAMES.join(' '),
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'opaque',
          }
        },
      },
    },
    pkce: { required: () => true },
    routes: {
      authorization: '/oauth/authorize',
      token: '/oauth/token',
      registration: '/oauth/register',
      device_authorization: '/oauth/device/code',
      code_verification: '/oauth/device',
      revocation: '/oauth/revoke',
      introspection: '/oauth/introspect',
      jwks: '/oauth/jwks',
      end_session: '/oauth/session/end',
      userinfo: '/oauth/userinfo',
      pushed_authorization_request: '/oauth/par',
      backchannel_authentication: '/oauth/backchannel',
      challenge: '/oauth/challenge',
      credential: '/oauth/credential',
    },
    interactions: { url: (_ctx, interaction) => `/oauth/interaction/${interaction.uid}` },
    // Only the grant the person approved in this very interaction; never one remembered from an earlier approval in
    // the session (oidc-provider's default), so that each authorization is a person's decision.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId
      return typeof grantId === 'string' ? ctx.oidc.provider.Grant.find(grantId) : undefined
    },
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // oidc-provider spends the presented refresh token before it resolves the requested `resource`, so a wrong one
    // would burn the token, and the client's retry with it would count as a replay and revoke the grant. This hook
    // runs just before the token is spent: a wrong resource is refused here, and the refresh token stays good.
    rotateRefreshToken: (ctx) => {
      const problem = refreshResourceProblem(ctx.oidc.params?.resource, resource)
      if (problem) throw new errors.InvalidTarget(problem)
      return true
    },
    // A grant lives as long as its refresh tokens, not as long as the approving person's browser session (which
    // oidc-provider's default would tie codes and tokens to, since agents do not ask for offline_access).
    expiresWithSession: () => false,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      DeviceCode: 10 * 60,
      Grant: REFRESH_TOKEN_TTL_SECONDS,
      IdToken: HOUR,
      Interaction: (_ctx, interaction) => (interaction.session?.accountId ? HOUR : BEFORE_SIGN_IN_TTL_SECONDS),
      RefreshToken: REFRESH_TOKEN_TTL_SECONDS,
      // Saved again, with the account, once the person signs in.
      Session: (_ctx, session) => (session.accountId ? SESSION_TTL_SECONDS : BEFORE_SIGN_IN_TTL_SECONDS),
    },
    discovery: { agent_auth: agentAuthMetadata(baseUrl), service_documentation: `${baseUrl}/auth.md` },
    fetch: createClientMetadataFetch({
      testOrigins: parseLoopbackStandIns(env.OAUTH_CLIENT_METADATA_TEST_ORIGINS),
    }),
    // Our error page, for what oidc-provider cannot send to a client; what it would send to one no person approved
    // yet is shown there too (RFC 9700 §4.11.2, unapprovedClientErrors.ts).
    renderError: errorAnswers.renderError,
  }
  const provider = new Provider(baseUrl, configuration)
  // src/features/oauth/oauthServer.ts sets Host and X-Forwarded-Proto from BASE_URL on every request, so that URLs the
  // provider builds (its metadata, the device page) and its cookies' Secure flag follow BASE_URL, never a client.
  provider.proxy = true
  keepUnsavedSessionsUnsaved(provider)
  matchRedirectUrisByRfc8252(provider)
  errorAnswers.install(provider)
  return provider
}

/** oidc-provider asks the client model whether a redirect_uri is allowed; ours answers by RFC 8252 (clientRequestRules). */
function matchRedirectUrisByRfc8252(provider: Provider): void {
  const client = provider.Client.prototype as unknown as { redirectUriAllowed(value: string): boolean }
  client.redirectUriAllowed = function (this: { redirectUris: string[]; applicationType?: string }, value: string) {
    return redirectUriAllowed(value, this.redirectUris ?? [], this.applicationType === 'native')
  }
}

/**
 * oidc-provider's error handler for the device pages (`/oauth/device…`) gives the page it renders a fresh xsrf secret
 * in the session, and then asks the session to `persist`, which throws for a session never saved: a request with no
 * session cookie that fails (a POST with no form first, an odd path) answered 500. Such a session stays unsaved: a
 * person always gets the form first (which saves the session and sets its cookie), and junk writes no rows.
 */
function keepUnsavedSessionsUnsaved(provider: Provider): void {
  const session = provider.Session.prototype as unknown as { exp?: number; persist(): Promise<unknown> }
  const persist = session.persist
  session.persist = function (this: { exp?: number }) {
    return typeof this.exp === 'number' ? persist.call(this) : Promise.resolve(undefined)
  }
}
