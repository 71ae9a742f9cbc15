import { BarChart } from './BarChart'
import { Card } from './Card'
import { collectionsPath } from './collectionsPath'
import type { ClientWrites, CountAt } from './dashboardFigures'
import { when } from './when'

/** What agents wrote: per day over two weeks, and per agent over the last seven days. */
export function AgentsCard({ perDay, clients }: { perDay: CountAt[]; clients: ClientWrites[] }) {
  return (
    <Card title="Agents" link={{ href: `${collectionsPath}/mcp-audit-events`, text: 'Audit trail' }}>
      <BarChart title="Agents' writes per day" bars={perDay} unit="writes" />
      {clients.length === 0 ? (
        <p className="dashboard-empty">No agent wrote anything in the last 7 days.</p>
      ) : (
        <ul className="dashboard-list" aria-label="Writes per agent, last 7 days">
          {clients.map((client) => (
            <li key={client.client}>
              <span>{client.client}</span>
              <span className="dashboard-when">{`${client.writes} ${client.writes === 1 ? 'write' : 'writes'}, last ${when(client.last)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
