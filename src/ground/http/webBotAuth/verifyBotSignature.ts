/**
 * Web Bot Auth (draft-ietf-webbotauth-httpsig-protocol; docs/decisions/046-web-bot-auth.md): whether a request is
 * signed by an agent whose key its Signature-Agent's directory publishes, and if so, which agent. An HTTP Message
 * Signature (RFC 9421 §3.2) checked with an Ed25519 key (RFC 9421 §3.3.6) looked up by its JWK thumbprint (RFC 7638).
 *
 * The verdict is a label, never a refusal: a request whose signature does not verify is served as an unsigned one
 * would be, and the reason is for logs and counts. So nothing a client sends makes this throw.
 *
 * Beyond RFC 9421's checks: `created` and `expires` are required, each read with a minute's tolerance for clocks, and a
 * signature may be valid for a day at most (the draft's RECOMMENDED bound); a `nonce` is accepted once while its
 * signature could be (RFC 9421 §7.2.2), in a store every instance shares. A signature without a nonce cannot be told
 * from its replay: the draft leaves nonces optional, so it verifies, and what limits its replay is its validity and the
 * components it covers.
 */
import { createHash } from 'node:crypto'

import { createVerifier, httpbis } from 'http-message-signatures'
import { serializeItem, serializeList } from 'structured-headers'

import type { FirstUse } from '../../rateLimit/createLimiter'
import { type BotSignature, fieldOf, type HeaderRecord, readBotSignature } from './botSignature'
import type { KeyDirectories } from './keyDirectories'
import { agentDirectory } from './signatureAgent'

const CLOCK_SKEW_SECONDS = 60
const MAX_VALIDITY_SECONDS = 24 * 60 * 60

export interface SignedRequest {
  method: string
  /**
   * The absolute URL the request reached, as this site names itself: BASE_URL's origin and the request's path. Never
   * built from the client's Host header, or a signature another site received would verify here.
   */
  url: string
  /** As Node gives them (IncomingHttpHeaders): lower-case names. */
  headers: HeaderRecord
}

type UnverifiedReason =
  /** No Web Bot Auth signature. */
  | 'unsigned'
  /** Signature fields that do not parse, lack a required parameter or cover too little. */
  | 'malformed'
  /** A signature that covers no Signature-Agent member: nowhere to find its key. */
  | 'no-agent'
  | 'expired'
  | 'not-yet-valid'
  | 'window-too-long'
  /** Its nonce was seen before. */
  | 'replayed'
  /** The directory answered, without this key (or with it, outside its nbf/exp). */
  | 'unknown-key'
  | 'bad-signature'
  /** The directory did not answer, or not with a directory. */
  | 'directory-unavailable'
  /** We do not fetch that directory: not https, not the well-known one, or not on a public address. */
  | 'directory-refused'
  /** The shared nonce store did not answer: a replay could not be ruled out. */
  | 'replay-check-unavailable'

export type BotVerdict =
  | {
      verified: true
      /** The host of the agent's key directory, e.g. `crawler.example.com`. */
      agent: string
      /** The key's JWK SHA-256 thumbprint. */
      keyId: string
    }
  | {
      verified: false
      reason: UnverifiedReason
      /** What was wrong, for logs; never for the client, whose request is served as unsigned. */
      detail: string
    }

export interface BotSignatureDeps {
  /** createKeyDirectories(), one per process: it is the directory cache. */
  directories: KeyDirectories
  /** Remembers nonces: appFirstUseGuard(WEB_BOT_AUTH_NONCES, …) (src/ground/rateLimit/limiterOf.ts) in the app. */
  firstUse: FirstUse
  now?: () => number
}

const unverified = (reason: UnverifiedReason, detail: string): BotVerdict => ({ verified: false, reason, detail })

/** Why the signature is outside its window now, if it is. */
function outsideWindow({ created, expires, label }: BotSignature, nowSeconds: number): BotVerdict | null {
  if (expires - created > MAX_VALIDITY_SECONDS)
    return unverified('window-too-long', `signature ${label} is valid for ${expires - created} s`)
  if (created > nowSeconds + CLOCK_SKEW_SECONDS)
    return unverified('not-yet-valid', `signature ${label} is created ${created - nowSeconds} s from now`)
  if (expires < nowSeconds - CLOCK_SKEW_SECONDS)
    return unverified('expired', `signature ${label} expired ${nowSeconds - expires} s ago`)
  return null
}

/** RFC 9421 §2.5's signature base, built by http-message-signatures; null when a covered component is missing. */
function signatureBase(request: SignedRequest, { input }: BotSignature): Buffer | null {
  const headers: Record<string, string> = {}
  for (const name of Object.keys(request.headers)) {
    const value = fieldOf(request.headers, name)
    if (value !== undefined) headers[name] = value
  }
  try {
    const fields = input[0].map((item) => serializeItem(item))
    const base = httpbis.createSignatureBase({ fields }, { method: request.method, url: request.url, headers })
    base.push(['"@signature-params"', [serializeList([input])]])
    return Buffer.from(httpbis.formatSignatureBase(base))
  } catch {
    return null
  }
}

export async function verifyBotSignature(request: SignedRequest, deps: BotSignatureDeps): Promise<BotVerdict> {
  const target = URL.parse(request.url)
  if (!target || (target.protocol !== 'https:' && target.protocol !== 'http:'))
    throw new TypeError(`verifyBotSignature needs the absolute URL of the request, not ${request.url}`)
  const now = deps.now ?? Date.now
  const read = readBotSignature(request.headers)
  if (!read.ok) return unverified(read.reason, read.detail)
  const { signature } = read
  if (!signature.agent) return unverified('no-agent', `signature ${signature.label} covers no Signature-Agent`)
  const named = agentDirectory(fieldOf(request.headers, 'signature-agent'), signature.agent)
  if (!named.ok) return unverified(named.reason, named.detail)
  const outside = outsideWindow(signature, Math.floor(now() / 1000))
  if (outside) return outside
  const base = signatureBase(request, signature)
  if (!base) return unverified('malformed', `a component signature ${signature.label} covers is missing`)

  const lookup = await deps.directories.findKey(named.directory, signature.keyId)
  if (!lookup.found) return unverified(lookup.reason, lookup.detail)
  const alg = signature.input[1].get('alg')
  if (alg !== undefined && alg !== 'ed25519')
    return unverified('bad-signature', `signature ${signature.label} says ${String(alg)}, and its key is Ed25519`)
  const valid = await createVerifier(lookup.key, 'ed25519')(base, signature.signature).catch(() => false)
  if (!valid) return unverified('bad-signature', `signature ${signature.label} does not verify`)

  if (signature.nonce !== null) {
    // Per key: a nonce someone saw in another's signature cannot be spent first under a key of their own.
    const nonceKey = createHash('sha256').update(`${signature.keyId} ${signature.nonce}`).digest('base64url')
    const ttlSeconds = signature.expires + CLOCK_SKEW_SECONDS - Math.floor(now() / 1000)
    let firstUse: boolean
    try {
      firstUse = await deps.firstUse(nonceKey, ttlSeconds)
    } catch (error) {
      return unverified('replay-check-unavailable', `the nonce store failed: ${(error as Error).message}`)
    }
    if (!firstUse) return unverified('replayed', `signature ${signature.label}'s nonce was used before`)
  }
  return { verified: true, agent: named.directory.host, keyId: signature.keyId }
}
