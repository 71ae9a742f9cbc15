/** Above the agent audit trail: its CSV export (src/collections/McpAuditEvents/endpoints/exportAuditTrail.ts). */
export function ExportAuditTrailLink() {
  return (
    <div style={{ marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/cms-api/mcp-audit-events/export" download>
        Export the audit trail (CSV)
      </a>
    </div>
  )
}
