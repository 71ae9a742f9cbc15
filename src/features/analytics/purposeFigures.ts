/**
 * Machines' reads by purpose, summed from `read_counts` rows (./readCounts.ts reads them) into each purpose's figures:
 * its reads, those that ignored robots.txt, the requests refused, the forms read, and its agents by name
 * (docs/decisions/079-agents-by-purpose.md).
 */
import { PURPOSES, type Purpose } from './agentList'

const number = (value: unknown) => Number(value ?? 0)

/** A name and its reads. */
interface NamedReads {
  name: string
  reads: number
}

/** An agent's reads within a purpose: how many went where robots.txt asks it away, and how many were refused. */
export interface AgentReads extends NamedReads {
  disallowed: number
  refused: number
}

/** A purpose's figures: its reads, the forms they read, and its agents by name. */
export interface PurposeReads extends AgentReads {
  purpose: Purpose
  formats: NamedReads[]
  agents: AgentReads[]
}

export type PurposeRow = {
  purpose: string
  name: string
  format: string
  reads: string
  disallowed: string
  refused: string
}

/** Rows by purpose, agent and form, summed into each purpose's figures: purposes in their order, agents by reads. */
export function purposesOf(rows: PurposeRow[], top: number): PurposeReads[] {
  const byPurpose = new Map<Purpose, PurposeReads>()
  const agentsOf = new Map<Purpose, Map<string, AgentReads>>()
  const formatsOf = new Map<Purpose, Map<string, number>>()
  for (const row of rows) {
    const purpose = row.purpose as Purpose
    if (!PURPOSES.includes(purpose)) continue
    const reads = number(row.reads)
    const disallowed = number(row.disallowed)
    const refused = number(row.refused)
    let figures = byPurpose.get(purpose)
    if (!figures) {
      figures = { purpose, name: purpose, reads: 0, disallowed: 0, refused: 0, formats: [], agents: [] }
      byPurpose.set(purpose, figures)
      agentsOf.set(purpose, new Map())
      formatsOf.set(purpose, new Map())
    }
    figures.reads += reads
    figures.disallowed += disallowed
    figures.refused += refused
    const agents = agentsOf.get(purpose)!
    const agent = agents.get(row.name) ?? { name: row.name, reads: 0, disallowed: 0, refused: 0 }
    agent.reads += reads
    agent.disallowed += disallowed
    agent.refused += refused
    agents.set(row.name, agent)
    if (reads > 0) formatsOf.get(purpose)!.set(row.format, (formatsOf.get(purpose)!.get(row.format) ?? 0) + reads)
  }
  const byCount =
    <T extends { name: string }>(count: (item: T) => number) =>
    (a: T, b: T) =>
      count(b) - count(a) || a.name.localeCompare(b.name)
  return PURPOSES.filter((purpose) => byPurpose.has(purpose)).map((purpose) => {
    const figures = byPurpose.get(purpose)!
    figures.agents = [...agentsOf.get(purpose)!.values()]
      .sort(byCount((agent) => agent.reads + agent.refused))
      .slice(0, top)
    figures.formats = [...formatsOf.get(purpose)!]
      .map(([name, reads]) => ({ name, reads }))
      .sort(byCount((format) => format.reads))
    return figures
  })
}
