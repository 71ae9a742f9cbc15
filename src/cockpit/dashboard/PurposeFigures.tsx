/**
 * Machines' reads by purpose (docs/decisions/079-agents-by-purpose.md): for each purpose its reads, how many went to
 * paths robots.txt asks it not to read ("ignored robots.txt") and how many the site's policy refused, the forms it
 * read, and its agents by name with the same counts. In the dashboard's Readers card and an article's sidebar.
 */
import { PURPOSE_LABELS } from '../../features/analytics/agentList'
import type { AgentReads, PurposeReads } from '../../features/analytics/purposeFigures'

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? one : many}`

/** `12 reads · 3 ignored robots.txt · 1 refused`, the parts that are not zero after the reads. */
function countsInWords({ reads, disallowed, refused }: Pick<AgentReads, 'reads' | 'disallowed' | 'refused'>) {
  return [
    count(reads, 'read', 'reads'),
    disallowed > 0 ? `${disallowed.toLocaleString('en-GB')} ignored robots.txt` : '',
    refused > 0 ? `${refused.toLocaleString('en-GB')} refused` : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

export function PurposeFigures({
  purposes,
  formatNames,
}: {
  purposes: PurposeReads[]
  formatNames: Record<string, string>
}) {
  return (
    <div className="purpose-figures" aria-label="Machines by purpose">
      {purposes.length === 0 ? <p className="dashboard-empty">No machine has read yet.</p> : null}
      {purposes.map((figures) => (
        <div
          role="group"
          key={figures.purpose}
          className="purpose-figure"
          aria-label={PURPOSE_LABELS[figures.purpose]}
          data-purpose={figures.purpose}
          data-reads={figures.reads}
          data-disallowed={figures.disallowed}
          data-refused={figures.refused}
        >
          <h4>
            <span>{PURPOSE_LABELS[figures.purpose]}</span>
            <span className="dashboard-when">{countsInWords(figures)}</span>
          </h4>
          <p
            className="purpose-formats"
            data-purpose-formats={figures.formats.map((f) => `${f.name}=${f.reads}`).join(',')}
          >
            {figures.formats.map((format) => `${formatNames[format.name] ?? format.name} ${format.reads}`).join(' · ')}
          </p>
          <ul className="dashboard-list purpose-agents" aria-label={`${PURPOSE_LABELS[figures.purpose]}: agents`}>
            {figures.agents.map((agent) => (
              <li
                key={agent.name}
                data-name={agent.name}
                data-reads={agent.reads}
                data-disallowed={agent.disallowed}
                data-refused={agent.refused}
              >
                <span className="purpose-agent">{agent.name}</span>
                <span className="dashboard-when">{countsInWords(agent)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
