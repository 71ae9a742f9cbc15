/**
 * The name a registered client gave itself (RFC 7591 §2 `client_name`), for the MCP audit trail and the cockpit:
 * read from the OAuth store, where clients are kept by the hash of their id (src/oauth/postgresAdapter.ts).
 */
import type { Payload } from 'payload'

import { poolOf } from '../db/adapter'
import { sha256Hex } from './sealing'

/** The client's own name, or its id when it gave none. */
export async function clientNameOf(payload: Payload, clientId: string): Promise<string> {
  const { rows } = await poolOf(payload).query<{ name: string | null }>(
    `SELECT payload->>'client_name' AS name FROM oauth_models WHERE kind = 'Client' AND id_hash = $1`,
    [sha256Hex(clientId)],
  )
  return rows[0]?.name ?? clientId
}
