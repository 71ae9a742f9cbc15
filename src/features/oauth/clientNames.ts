/**
 * The name a registered client gave itself (RFC 7591 §2 `client_name`), for the MCP audit trail and the cockpit:
 * read from the OAuth store, where clients are kept by the hash of their id (src/features/oauth/postgresAdapter.ts).
 */
import type { Payload } from 'payload'

import { poolOf } from '../../ground/db/adapter'
import { sha256Hex } from './sealing'

/** A client_id that is an https URL names a metadata document (CIMD); registered clients' ids are opaque. */
export function clientHostOf(clientId: unknown): string | null {
  const url = typeof clientId === 'string' ? URL.parse(clientId) : null
  return url?.protocol === 'https:' ? url.host : null
}

/**
 * The client's own name, or its id when it gave none. A client known by its metadata document (CIMD) is not stored
 * here; it is named by the document's host, the one part of it that cannot claim to be someone else.
 */
export async function clientNameOf(payload: Payload, clientId: string): Promise<string> {
  const host = clientHostOf(clientId)
  if (host) return host
  const { rows } = await poolOf(payload).query<{ name: string | null }>(
    `SELECT payload->>'client_name' AS name FROM oauth_models WHERE kind = 'Client' AND id_hash = $1`,
    [sha256Hex(clientId)],
  )
  return rows[0]?.name ?? clientId
}
