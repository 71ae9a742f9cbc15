/**
 * /auth.md: which of the two MCP servers needs a grant (the editorial one) and which does not (the news server), and
 * how an agent gets access to the editorial tools under a grant a person approved.
 * Every URL comes from BASE_URL; the scopes from src/features/oauth/scopes.ts, so the guide cannot drift from the server.
 */
import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'
import { DEFAULT_SCOPE } from '../oauth/defaultScope'
import { OAUTH_SCOPES } from '../oauth/scopes'
import { mcpPath, newsMcpPath } from '../../ground/paths'

export function authMd(baseUrl: string, contactEmail: string, aiUse: AiUse): string {
  const mcp = `${baseUrl}${mcpPath}`
  const news = `${baseUrl}${newsMcpPath}`
  const scopes = Object.entries(OAUTH_SCOPES)
    .map(([scope, meaning]) => `| \`${scope}\` | ${meaning} |`)
    .join('\n')
  return `# auth.md

How an agent gets access to PMS News's editorial tools: the MCP server at ${mcp}. Reading the public site needs no
access at all (see ${baseUrl}/llms.txt, and ${baseUrl}/llms-full.txt for the newest articles whole). Every grant is approved by a person with a PMS News cockpit account; nothing
is ever approved automatically, and the person can revoke it at any time.

## Two MCP servers: which needs a grant

| Server | Who it is for | Access |
|---|---|---|
| ${news} | readers' agents: search-news, latest-news, list-tags, get-article, get-pms-profile, compare-pmses, get-glossary-term (read-only, published content only) | none: no registration, no token; counted against the public read limit like any page read (a Web Bot Auth signature gets a verified agent its own budget) |
| ${mcp} | editors' agents: read drafts, write articles, PMS profiles, glossary terms and PR links | an OAuth grant a person approved, as below |

The news server's card is ${news}/server-card; the editorial server's is ${mcp}/server-card. Both speak MCP
2026-07-28 and the 2025 revisions, and answer \`server/discover\` with every revision they serve.

## 1. Discover

- Call ${mcp} without a token: the 401 carries \`WWW-Authenticate: Bearer resource_metadata="${baseUrl}/.well-known/oauth-protected-resource/mcp"\`.
- That document (RFC 9728) names the authorization server, \`${baseUrl}\`.
- Its metadata (RFC 8414) is at ${baseUrl}/.well-known/oauth-authorization-server, with an \`agent_auth\` block that
  summarises this page: \`register_uri\` (register, which grants nothing: the identity type is \`anonymous\`),
  \`claim_uri\` (where a person approves your registration, turning it into a grant; the credential is an access
  token), \`revocation_uri\` and \`default_scope\`.

## 2. Register

### Or don't: a Client ID Metadata Document (preferred)

The metadata says \`client_id_metadata_document_supported: true\`: publish your client's metadata as JSON at an https
URL you control (with a path) and use that URL as your \`client_id\`. Nothing needs registering here; the server
fetches the document when you first authorize and keeps it as long as its \`Cache-Control\` says (five minutes to a
day).

\`\`\`json
{
  "client_id": "https://agent.example/oauth/client-metadata.json",
  "client_name": "Your agent's name, as the person will see it",
  "client_uri": "https://agent.example",
  "redirect_uris": ["https://agent.example/oauth/callback"],
  "grant_types": ["authorization_code", "refresh_token"],
  "token_endpoint_auth_method": "none"
}
\`\`\`

- \`client_id\` must equal the document's URL exactly; redirect URIs are matched exactly.
- Such a client is public (\`none\`, the default when the document names no method); a document may not carry a
  secret or ask for a secret-based method.
- The document's host must resolve to public addresses only, and answer within 2.5 s with at most 5 KiB, without
  redirects.
- The person approving sees your name and, in bold, the host that published it: the host is what they can trust.

### Dynamic registration (RFC 7591)

\`POST ${baseUrl}/oauth/register\`, open to anyone, limited per address. Send:

\`\`\`json
{
  "client_name": "Your agent's name, as the person will see it",
  "redirect_uris": ["http://127.0.0.1:8976/callback"],
  "grant_types": ["authorization_code", "refresh_token"],
  "token_endpoint_auth_method": "none"
}
\`\`\`

- \`client_name\` is required: the person approving sees it.
- Redirect URIs must be \`https\`, or \`http\` on a loopback address; they are matched exactly. An app on the
  person's machine that listens on whatever port it gets registers \`"application_type": "native"\` and
  \`http://127.0.0.1/callback\` (or \`[::1]\`): it may then name any port there (RFC 8252 §7.3). \`localhost\`
  is matched exactly, port included. Custom URI schemes are not accepted.
- Other RFC 7591 fields (\`client_uri\`, \`logo_uri\`) are kept; fields this server does not know
  (\`software_id\`, \`software_version\`, …) are ignored.
- \`token_endpoint_auth_method\`: \`none\` for a public client (an agent on someone's machine), or
  \`client_secret_basic\` for a confidential one (the answer then holds a \`client_secret\`, shown once).
- Ask for \`refresh_token\` among the grant types to get refresh tokens.
- Headless agents register \`"grant_types": ["urn:ietf:params:oauth:grant-type:device_code", "refresh_token"]\` and
  no redirect URIs.

Registering grants nothing: only a person's approval does.

## 3. Authorize

### With a browser: authorization code with PKCE

1. Make a \`code_verifier\` (43–128 random characters) and its \`code_challenge\` = BASE64URL(SHA-256(verifier)).
2. Open \`${baseUrl}/oauth/authorize?response_type=code&client_id=…&redirect_uri=…&scope=articles:read%20articles:write&resource=${encodeURIComponent(mcp)}&code_challenge=…&code_challenge_method=S256&state=…\`
   in the person's browser. PKCE with \`S256\` is required; \`plain\` is refused. A request that fails its checks
   comes back to your redirect URI with \`error\` only once a person here has approved your client; until then the
   person sees the error on our page (RFC 9700 §4.11.2: an open registration must not make this server a redirector).
3. The person signs in with their cockpit account, sees your name, where the answer goes, the scopes and the
   resource, and approves or denies.
4. Exchange the code: \`POST ${baseUrl}/oauth/token\` with \`grant_type=authorization_code\`, \`code\`, \`redirect_uri\`,
   \`client_id\`, \`code_verifier\` and \`resource=${mcp}\`. A code works once, for a minute.

### Without a browser: device flow (RFC 8628)

1. \`POST ${baseUrl}/oauth/device/code\` with \`client_id\`, \`scope\` and \`resource=${mcp}\`.
2. Show the person the \`user_code\` and tell them to open ${baseUrl}/oauth/device (or \`verification_uri_complete\`).
3. Poll \`POST ${baseUrl}/oauth/token\` with \`grant_type=urn:ietf:params:oauth:grant-type:device_code\`,
   \`device_code\` and \`client_id\` every \`interval\` seconds; \`authorization_pending\` means keep waiting,
   \`slow_down\` means wait longer, \`access_denied\` or \`expired_token\` means stop.

## Scopes

| scope | allows |
|---|---|
${scopes}

Ask for the least you need. Read tools need \`articles:read\`; each write tool needs its own write scope. With
\`articles:read\` alone the read tools show what the public site shows (no drafts, nothing scheduled); with a write
scope they read as the person who approved the grant, drafts included.
An authorization or device request that names no \`scope\` asks for \`${DEFAULT_SCOPE}\`, and the consent page says so.

## 4. Use

${mcp} speaks MCP 2026-07-28 (stateless: no \`initialize\`, no session; every request carries its \`_meta\` envelope
and the \`MCP-Protocol-Version\`, \`Mcp-Method\` and \`Mcp-Name\` headers; \`server/discover\` tells what it serves) and
2025-11-25 with the versions before it (\`initialize\` first, then stateless requests). A client negotiating (the
SDK's \`auto\`) gets 2026-07-28 from its first \`server/discover\`. Answers are JSON, never a stream.

Send \`Authorization: Bearer <access_token>\` on every request to ${mcp}; never put a token in a URL. Access
tokens are opaque, last an hour, and are good for ${mcp} alone. Identify yourself with a \`User-Agent\` of the form
\`YourAgent/1.2 (+https://where-to-learn-about-it)\`.

DPoP (RFC 9449) is supported and recommended: send a \`DPoP\` proof (ES256, Ed25519 or EdDSA) to the token endpoint
and the token you get (\`token_type: DPoP\`) is bound to your key. Such a token works only as
\`Authorization: DPoP <access_token>\` with a fresh proof on every request to ${mcp}: \`htm\` POST, \`htu\` ${mcp},
\`ath\` the base64url SHA-256 of the token, a new \`jti\` each time, \`iat\` within five minutes. Sent as a bearer
token, or with a proof reused or made for another token or key, it is refused (401, \`WWW-Authenticate: DPoP …\`).
A public client's refresh token is bound to the same key: refresh with a proof too.

## 5. Refresh

\`POST ${baseUrl}/oauth/token\` with \`grant_type=refresh_token\`, \`refresh_token\` and \`client_id\`. Every refresh
token works once: store the new one from each answer. Using an old one again is treated as theft and revokes the whole
grant. Refresh tokens last 30 days. A refused refresh (\`invalid_target\` for a wrong \`resource\`, \`invalid_scope\`)
spends nothing: correct the request and send the same refresh token again.

## 6. Revocation

- You can revoke a token yourself: \`POST ${baseUrl}/oauth/revoke\` (RFC 7009).
- People revoke grants in the cockpit at ${baseUrl}/cockpit/mcp-tokens. Revocation takes effect at once.
- A 401 whose \`error_description\` says the access was revoked, or \`invalid_grant\` from the token endpoint, means
  stop: do not retry or re-register in a loop. Ask the operator, or the person who approved you, whether to
  authorize again.

## What you may do with what you read

The site's terms: ${aiUseInWords(aiUse)}. Every public answer says them as \`Content-Signal: ${contentSignalOf(aiUse)}\`
and \`Content-Usage: ${contentUsageOf(aiUse)}\` (IETF AIPREF), and robots.txt does too. An article with terms of its
own says them in its answers' headers and in MCP results; those are what counts for that article. A grant to the
editorial tools changes none of this.

## Contact

Operators of this service: ${contactEmail}.
`
}
