/**
 * The dashboard's readers (issue 45): people against agents over 30 days, the stories each read most, the forms
 * they read in, the agents by name, and the sites that sent readers — counts only (src/features/analytics/) — and the
 * machines by purpose, with who ignores robots.txt (./PurposeFigures.tsx). Drawn on the server like the rest of the
 * dashboard.
 */
import type { NamedReads, PageReads, ReadFigures } from '../../features/analytics/readCounts'
import { BarChart } from './BarChart'
import { PurposeFigures } from './PurposeFigures'

export const KIND_NAMES: Record<string, string> = {
  person: 'People',
  'verified-agent': 'Verified agents',
  'declared-agent': 'Declared agents and crawlers',
  'feed-reader': 'Feed readers',
  mcp: 'MCP tool calls',
}

export const FORMAT_NAMES: Record<string, string> = {
  html: 'Web page',
  markdown: 'Markdown (Accept)',
  md: '.md address',
  feed: 'Feeds',
  llms: 'llms.txt',
  mcp: 'MCP',
}

const reads = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'read' : 'reads'}`

/** `28 Nov` for a bar's label. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

function Named({
  label,
  rows,
  names,
  empty,
}: {
  label: string
  rows: NamedReads[]
  names?: Record<string, string>
  empty: string
}) {
  return (
    <>
      <h3 className="dashboard-subhead">{label}</h3>
      {rows.length === 0 ? (
        <p className="dashboard-empty">{empty}</p>
      ) : (
        <ul className="dashboard-list" aria-label={label}>
          {rows.map((row) => (
            <li key={row.name} data-name={row.name} data-reads={row.reads}>
              <span>{names?.[row.name] ?? row.name}</span>
              <span className="dashboard-when">{reads(row.reads)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function Stories({ label, rows }: { label: string; rows: PageReads[] }) {
  return (
    <>
      <h3 className="dashboard-subhead">{label}</h3>
      {rows.length === 0 ? (
        <p className="dashboard-empty">No reads yet.</p>
      ) : (
        <ul className="dashboard-list" aria-label={label}>
          {rows.map((row) => (
            <li key={row.path} data-path={row.path} data-reads={row.reads}>
              {row.articleId ? (
                <a href={`/cockpit/collections/articles/${row.articleId}`}>{row.title ?? row.path}</a>
              ) : (
                <span>{row.path}</span>
              )}
              <span className="dashboard-when">{reads(row.reads)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function ReadersCard({ figures }: { figures: ReadFigures }) {
  const { people, agents } = figures.total
  const all = people + agents
  return (
    <section className="dashboard-card dashboard-readers" aria-label="Readers">
      <h2>
        <span>Readers</span>
        <a href={`/cms-api/articles/reads.csv?days=${figures.days}`} download>
          Download CSV
        </a>
      </h2>
      <p className="dashboard-empty" data-people={people} data-agents={agents}>
        {all === 0
          ? `No reads counted in the last ${figures.days} days.`
          : `Last ${figures.days} days: ${reads(people)} by people, ${reads(agents)} by agents (${Math.round((agents / all) * 100)} %). Counts only: no cookies, addresses or browser details are kept.`}
      </p>
      <div className="dashboard-readers-grid">
        <div>
          <BarChart
            title="People per day"
            bars={figures.perDay.map((row) => ({ label: shortDay(row.day), value: row.people }))}
            unit="reads"
          />
          <Stories label="Most read by people" rows={figures.topForPeople} />
        </div>
        <div>
          <BarChart
            title="Agents per day"
            bars={figures.perDay.map((row) => ({ label: shortDay(row.day), value: row.agents }))}
            unit="reads"
          />
          <Stories label="Most read by agents" rows={figures.topForAgents} />
        </div>
        <div>
          <Named label="Who read" rows={figures.kinds} names={KIND_NAMES} empty="No reads yet." />
          <Named label="In which form" rows={figures.formats} names={FORMAT_NAMES} empty="No reads yet." />
        </div>
        <div>
          <Named label="Verified agents" rows={figures.verifiedAgents} empty="No agent has signed its requests yet." />
          <Named label="Declared agents and crawlers" rows={figures.declaredAgents} empty="None yet." />
          <Named label="Sites that sent readers" rows={figures.referrers} empty="No referring sites yet." />
        </div>
      </div>
      <h3 className="dashboard-subhead">Machines by purpose</h3>
      <PurposeFigures purposes={figures.purposes} formatNames={FORMAT_NAMES} />
    </section>
  )
}
