/**
 * Signature-Agent (draft-ietf-webbotauth-httpsig-protocol, "Signature-Agent"): where the signer's key directory is.
 * Its form changed between drafts, and both are on the wire:
 * - a Dictionary of https URLs (RFC 9651 §3.2), `sig1="https://crawler.example.com"`, from the working group's drafts
 *   on; the signature covers its own member, `"signature-agent";key="sig1"`;
 * - one sf-string, `"https://crawler.example.com"`, in the earlier drafts (draft-meunier-…), which the current draft
 *   lets a verifier still accept; the signature covers the whole field, `"signature-agent"`.
 * The two tell apart by their first character: a String begins with `"`, a Dictionary key cannot.
 *
 * We fetch only the well-known directory (`/.well-known/http-message-signatures-directory`), named by its URL or by its
 * origin alone (what the earlier drafts and today's agents send). The current draft lets an agent name a JWK Set at any
 * path, but then only that URL is its identifier, and TLS vouches for the host, not the path: a directory at
 * `https://host/anyone/keys.json` may be anyone's on that host. At the well-known path, reserved by RFC 8615, the
 * host's operator stands behind the keys, so the agent can be named by its host.
 */
import { isInnerList, parseDictionary, parseItem } from 'structured-headers'

const WELL_KNOWN_DIRECTORY_PATH = '/.well-known/http-message-signatures-directory'

export type AgentDirectory =
  { ok: true; directory: URL } | { ok: false; reason: 'malformed' | 'directory-refused'; detail: string }

/** A covered `signature-agent` component: the member under `key`, or the whole field (the earlier drafts' form). */
export type SignatureAgentComponent = { key: string } | { key: null }

const malformed = (detail: string): AgentDirectory => ({ ok: false, reason: 'malformed', detail })

function memberValue(field: string, component: SignatureAgentComponent): string | AgentDirectory {
  const isString = field.trimStart().startsWith('"')
  try {
    if (component.key === null) {
      if (!isString) return malformed('the signature covers the whole Signature-Agent, which is not one string')
      const [value, parameters] = parseItem(field)
      if (typeof value !== 'string' || parameters.size > 0) return malformed('Signature-Agent is not a plain string')
      return value
    }
    if (isString) return malformed(`the signature covers the Signature-Agent member ${component.key}, not a string`)
    const member = parseDictionary(field).get(component.key)
    if (member === undefined) return malformed(`Signature-Agent has no member ${component.key}`)
    // The draft: a verifier MUST ignore a member with parameters.
    if (isInnerList(member) || typeof member[0] !== 'string' || member[1].size > 0)
      return malformed(`the Signature-Agent member ${component.key} is not a plain string`)
    return member[0]
  } catch {
    return malformed('Signature-Agent is not a structured field')
  }
}

/** The directory the covered Signature-Agent member names, or why it names none we fetch. */
export function agentDirectory(field: string | undefined, component: SignatureAgentComponent): AgentDirectory {
  if (field === undefined) return malformed('the signature covers Signature-Agent, which the request lacks')
  const value = memberValue(field, component)
  if (typeof value !== 'string') return value
  const url = URL.parse(value)
  if (!url) return malformed('Signature-Agent is not a URL')
  const refused = (detail: string): AgentDirectory => ({ ok: false, reason: 'directory-refused', detail })
  if (url.protocol !== 'https:') return refused(`Signature-Agent ${value} is not an https URL`)
  if (url.username || url.password) return refused(`Signature-Agent ${value} carries credentials`)
  if (url.search || (url.pathname !== '/' && url.pathname !== WELL_KNOWN_DIRECTORY_PATH))
    return refused(`Signature-Agent ${value} is neither an origin nor its well-known directory`)
  return { ok: true, directory: new URL(WELL_KNOWN_DIRECTORY_PATH, url.origin) }
}
