/**
 * What a client's name is worth, in the words of every page that names a client: sign-in, consent, the device pages,
 * the error page (pages.ts and the modules that use it) and the cockpit's list of grants. A name is whatever the
 * client chose to call itself, "verified" included, so it is never shown without saying so. A client known by its
 * metadata document (CIMD, docs/decisions/028) is published at an https address: its host is the one fact about it
 * that is checked.
 */
import { escapeHtml } from '../../ground/lib/escapeHtml'

const OWN_CLAIM = 'its name is its own claim'

/** After the client's name, as text: "registered itself here (its name is its own claim)". */
export function clientClaimText(clientHost: string | null): string {
  return clientHost
    ? `published by ${clientHost} (${OWN_CLAIM}; the address is checked)`
    : `registered itself here (${OWN_CLAIM})`
}

/** clientClaimText as HTML, the host in bold (`.client-host`). */
export function clientClaimHtml(clientHost: string | null): string {
  return clientHost
    ? `published by <strong class="client-host">${escapeHtml(clientHost)}</strong> (${OWN_CLAIM}; the address is checked)`
    : `registered itself here (${OWN_CLAIM})`
}

/** The client as the pages show it on a line of its own: its name in bold, and under it what the name is worth. */
export function clientHtml(name: string, clientHost: string | null): string {
  return `<p class="client"><strong class="client-name">${escapeHtml(name)}</strong><br><span class="client-claim">${clientClaimHtml(clientHost)}</span></p>`
}
