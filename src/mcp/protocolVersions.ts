/**
 * The MCP protocol versions /mcp serves, newest first: 2026-07-28 (the stateless revision, answered by the SDK's
 * modern leg) and every version of the 2025 era the SDK's streamable HTTP transport speaks. The SDK exports only the
 * second list; the first is ours to keep in step with it (tests/http/mcp/endpoint.test.ts compares it with
 * what `server/discover` answers).
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server'

export const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'] as const

export const SERVED_PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS]
