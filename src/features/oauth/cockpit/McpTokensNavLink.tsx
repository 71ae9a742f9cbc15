/** The cockpit navigation's way to /cockpit/mcp-tokens. */
export function McpTokensNavLink() {
  return (
    <a className="nav__link" href="/cockpit/mcp-tokens" style={{ display: 'block', padding: '0.25rem 0' }}>
      MCP tokens
    </a>
  )
}
