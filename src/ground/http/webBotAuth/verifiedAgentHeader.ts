/**
 * The request header the router sets to the host of the agent whose Web Bot Auth signature verified, for handlers Next
 * runs (the MCP audit): only the router may set it, so it deletes whatever a client sent under this name first
 * (src/server/router.ts).
 */
export const VERIFIED_AGENT_HEADER = 'x-pmsnews-verified-agent'
