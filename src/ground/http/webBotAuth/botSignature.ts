/**
 * The Web Bot Auth signature of a request, read from its Signature-Input and Signature fields (RFC 9421 §4, profiled by
 * draft-ietf-webbotauth-httpsig-protocol, "Generating HTTP Message Signature"): the first signature tagged
 * `web-bot-auth`, with the parameters the draft requires (`keyid`, `created`, `expires`; `nonce` when sent), covering
 * the request's authority and the Signature-Agent member that says where its key is. Signatures with other tags are
 * someone else's business and are left alone; a request carrying several Web Bot Auth signatures (the draft's remote
 * browser) is attributed by its first.
 */
import { type InnerList, isInnerList, type Item, parseDictionary } from 'structured-headers'

import type { SignatureAgentComponent } from './signatureAgent'

const WEB_BOT_AUTH_TAG = 'web-bot-auth'

/** Bounds on what a client sends, before any parser reads it. */
const MAX_FIELD_LENGTH = 8192
const MAX_PARAMETER_LENGTH = 512

export interface BotSignature {
  label: string
  /** The signature's entry in Signature-Input: its covered components and parameters, for the signature base. */
  input: InnerList
  keyId: string
  /** Seconds since the epoch. */
  created: number
  expires: number
  nonce: string | null
  signature: Buffer
  /** The covered Signature-Agent member; null when the signature covers none. */
  agent: SignatureAgentComponent | null
}

export type ReadSignature =
  { ok: true; signature: BotSignature } | { ok: false; reason: 'unsigned' | 'malformed'; detail: string }

export type HeaderRecord = Readonly<Record<string, string | string[] | undefined>>

/** A field as one value, as RFC 9110 §5.3 combines repeated lines; undefined when absent. */
export const fieldOf = (headers: HeaderRecord, name: string): string | undefined => {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

const malformed = (detail: string): ReadSignature => ({ ok: false, reason: 'malformed', detail })

const isShortString = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_PARAMETER_LENGTH

function coveredAgent(label: string, components: Item[]): SignatureAgentComponent | null | 'ambiguous' {
  const agents: SignatureAgentComponent[] = []
  for (const [name, parameters] of components) {
    if (name !== 'signature-agent') continue
    const key = parameters.get('key')
    if (parameters.size === 0) agents.push({ key: null })
    else if (parameters.size === 1 && typeof key === 'string') agents.push({ key })
    else return 'ambiguous'
  }
  // The draft: each signer provides the member under its own label, and may cover others' members as well.
  return agents.find((agent) => agent.key === label) ?? (agents.length <= 1 ? (agents[0] ?? null) : 'ambiguous')
}

function readEntry(label: string, input: InnerList, signatureField: string): ReadSignature {
  const [components, parameters] = input
  const keyId = parameters.get('keyid')
  const created = parameters.get('created')
  const expires = parameters.get('expires')
  const nonce = parameters.get('nonce')
  if (!isShortString(keyId)) return malformed(`signature ${label} has no keyid`)
  if (!Number.isInteger(created) || !Number.isInteger(expires))
    return malformed(`signature ${label} lacks an integer created or expires`)
  if ((expires as number) < (created as number)) return malformed(`signature ${label} expires before it is created`)
  if (nonce !== undefined && !isShortString(nonce)) return malformed(`signature ${label} has a malformed nonce`)
  const names = components.map(([name]) => name)
  if (!names.includes('@authority') && !names.includes('@target-uri'))
    return malformed(`signature ${label} covers neither @authority nor @target-uri`)
  const agent = coveredAgent(label, components)
  if (agent === 'ambiguous') return malformed(`signature ${label} covers Signature-Agent ambiguously`)
  let signature: Item | InnerList | undefined
  try {
    signature = parseDictionary(signatureField).get(label)
  } catch {
    return malformed('Signature is not a structured dictionary')
  }
  if (signature === undefined || isInnerList(signature) || !(signature[0] instanceof ArrayBuffer))
    return malformed(`Signature has no byte sequence for ${label}`)
  return {
    ok: true,
    signature: {
      label,
      input,
      keyId,
      created: created as number,
      expires: expires as number,
      nonce: nonce ?? null,
      signature: Buffer.from(signature[0]),
      agent,
    },
  }
}

export function readBotSignature(headers: HeaderRecord): ReadSignature {
  const inputField = fieldOf(headers, 'signature-input')
  const signatureField = fieldOf(headers, 'signature')
  if (inputField === undefined && signatureField === undefined)
    return { ok: false, reason: 'unsigned', detail: 'no Signature-Input or Signature' }
  if (inputField === undefined || signatureField === undefined)
    return malformed('Signature-Input and Signature come together')
  const signatureAgent = fieldOf(headers, 'signature-agent') ?? ''
  if (Math.max(inputField.length, signatureField.length, signatureAgent.length) > MAX_FIELD_LENGTH)
    return malformed(`a signature field is longer than ${MAX_FIELD_LENGTH} characters`)
  let inputs: Map<string, Item | InnerList>
  try {
    inputs = parseDictionary(inputField)
  } catch {
    return malformed('Signature-Input is not a structured dictionary')
  }
  for (const [label, input] of inputs) {
    if (isInnerList(input) && input[1].get('tag') === WEB_BOT_AUTH_TAG) return readEntry(label, input, signatureField)
  }
  return { ok: false, reason: 'unsigned', detail: `no signature tagged ${WEB_BOT_AUTH_TAG}` }
}
