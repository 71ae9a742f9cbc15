/**
 * The purpose of a machine reader (docs/decisions/079-agents-by-purpose.md): from the agent list kept as data
 * (./agentPurposes.json, built by ./agentList.ts), matched by the agent's name as a whole word of its User-Agent, the
 * longest name first (`Claude-User` before `Claude`), else by crawler-user-agents' expression; a verified agent's by
 * its key directory's host where the list knows it. A bot neither list knows is "other bot", never a person.
 */
import data from './agentPurposes.json' with { type: 'json' }
import { type AgentList, checkAgentList, type ListedAgent, type Purpose, PURPOSES } from './agentList'

interface AgentMatch {
  name: string
  purpose: Purpose
}

/** A User-Agent longer than this is judged by its beginning: every real one is far shorter. */
export const USER_AGENT_JUDGED = 1024

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export interface AgentMatcher {
  /** The listed agent a User-Agent names, or null. */
  match(userAgent: string): AgentMatch | null
  /** The purpose of the agents that sign with a key directory at `host`, or null. */
  purposeOfHost(host: string): Purpose | null
  /** The names listed for a purpose, for robots.txt groups. */
  namesOf(purpose: Purpose): readonly string[]
  /** Whether `name` is one of the list's (a name the read counts may show from its first read). */
  isListed(name: string): boolean
}

export function createAgentMatcher(list: AgentList): AgentMatcher {
  const byName = new Map<string, ListedAgent>()
  for (const agent of list.agents) if (!agent.pattern) byName.set(agent.name.toLowerCase(), agent)
  const named = list.agents
    .filter((agent) => !agent.pattern && agent.matched)
    .map((agent) => agent.name)
    .sort((a, b) => b.length - a.length)
  // One expression for every name: a User-Agent is scanned once, however long the list.
  const names = new RegExp(`(?<![A-Za-z0-9])(?:${named.map(escape).join('|')})(?![A-Za-z0-9])`, 'i')
  const patterns = list.agents
    .filter((agent) => agent.pattern)
    .map((agent) => ({ agent, expression: new RegExp(agent.pattern!, 'i') }))
  const byPurpose = new Map<Purpose, string[]>(PURPOSES.map((purpose) => [purpose, []]))
  for (const agent of list.agents) if (!agent.pattern) byPurpose.get(agent.purpose)!.push(agent.name)
  const listed = new Set(list.agents.map((agent) => agent.name))
  return {
    match(userAgent) {
      const judged = userAgent.length > USER_AGENT_JUDGED ? userAgent.slice(0, USER_AGENT_JUDGED) : userAgent
      const found = names.exec(judged)
      if (found) {
        const agent = byName.get(found[0].toLowerCase())!
        return { name: agent.name, purpose: agent.purpose }
      }
      for (const { agent, expression } of patterns)
        if (expression.test(judged)) return { name: agent.name, purpose: agent.purpose }
      return null
    },
    purposeOfHost: (host) => list.hosts[host.toLowerCase()] ?? null,
    namesOf: (purpose) => byPurpose.get(purpose) ?? [],
    isListed: (name) => listed.has(name),
  }
}

let matcher: AgentMatcher | undefined

/** The matcher of the list kept in the repository, built on first use. */
export const agentMatcher = (): AgentMatcher => (matcher ??= createAgentMatcher(checkAgentList(data)))
