/**
 * The list of machine readers by purpose (docs/decisions/079-agents-by-purpose.md), built from two maintained lists
 * and kept in the repository as data (./agentPurposes.json) with its sources and date: the ai.robots.txt project's
 * `robots.json` (MIT; https://github.com/ai-robots-txt/ai.robots.txt), whose `function` field sorts AI agents by what
 * they do, and `crawler-user-agents` (MIT; https://github.com/monperrus/crawler-user-agents), whose `tags` name the
 * search engines, feed readers, link previewers and monitors. `npm run agents:refresh` builds it again
 * (scripts/refreshAgents.ts); this module is the pure part, so that it is tested without the internet.
 */

/** Why a machine reads (issue 65). A person has no purpose: their reads are a person's. */
export const PURPOSES = [
  'search',
  'ai-training',
  'ai-answers',
  'ai-assistant',
  'feed-reader',
  'preview',
  'other-bot',
] as const
export type Purpose = (typeof PURPOSES)[number]

export const PURPOSE_LABELS: Record<Purpose, string> = {
  search: 'Search crawlers',
  'ai-training': 'AI training crawlers',
  'ai-answers': 'AI search and answer crawlers',
  'ai-assistant': 'AI assistants acting for a person',
  'feed-reader': 'Feed readers',
  preview: 'Link previews and monitors',
  'other-bot': 'Other bots',
}

const isPurpose = (value: unknown): value is Purpose => PURPOSES.includes(value as Purpose)

export interface ListedAgent {
  /** The agent's robots.txt token, matched as a whole word in a User-Agent (case-insensitive). */
  name: string
  operator: string
  purpose: Purpose
  source: 'ai.robots.txt' | 'crawler-user-agents' | 'ours'
  /** crawler-user-agents' regular expression, where the agent is known by one rather than by its name. */
  pattern?: string
  /** False for a name too plain to tell a bot by (`Code`, `Cursor`): it is written into robots.txt, never matched. */
  matched: boolean
}

export interface AgentSource {
  name: string
  url: string
  license: string
  /** The commit, version or date of what was read. */
  version: string
}

export interface AgentList {
  /** `YYYY-MM-DD`, the day the list was built. */
  built: string
  sources: AgentSource[]
  /** A Web Bot Auth key directory's host and the purpose of the agents that sign with it. */
  hosts: Record<string, Purpose>
  agents: ListedAgent[]
}

/** One entry of ai.robots.txt's `robots.json`, keyed by the agent's name. */
export interface RobotsJsonEntry {
  operator?: string
  function?: string
  description?: string
}

/** One entry of `crawler-user-agents`. */
export interface CrawlerEntry {
  pattern: string
  tags?: string[]
}

/**
 * Where our reading of the lists differs from theirs, and why. Applebot indexes for Apple's search (the list files it
 * under AI search); Applebot-Extended is the token that decides whether what Applebot read trains Apple's models;
 * facebookexternalhit draws link previews (the list suspects more, but says "ostensibly only for sharing");
 * Google-Extended, likewise, decides training.
 */
const OURS: Record<string, Purpose> = {
  Applebot: 'search',
  'Applebot-Extended': 'ai-training',
  facebookexternalhit: 'preview',
  'Google-Extended': 'ai-training',
  Amazonbot: 'ai-answers',
  'Claude-SearchBot': 'ai-answers',
}

/** Names a person's browser or editor may carry as a word of its User-Agent: listed in robots.txt, never matched. */
const TOO_PLAIN = new Set(['code', 'cursor', 'operator', 'spider', 'trae', 'openai', 'opencode', 'lcc', 'yak', 'useai'])

/** ai.robots.txt's `function`, in its own categories or free words, as a purpose. */
export function purposeOfFunction(text: string): Purpose {
  const words = text.toLowerCase()
  if (/^ai (assistants|agents|coding agents)$/.test(words)) return 'ai-assistant'
  if (/user[- ]initiated|user prompts|on behalf/.test(words)) return 'ai-assistant'
  if (/^undocumented/.test(words)) return 'other-bot'
  if (/\bsearch|\banswers?\b/.test(words)) return 'ai-answers'
  if (/train|llm|scrap|dataset|machine learning|data provider|data is sold|\bai\b/.test(words)) return 'ai-training'
  return 'other-bot'
}

/** `[OpenAI](https://openai.com)` as `OpenAI`; the list's "Unclear at this time." as nothing. */
function operatorOf(text: string | undefined): string {
  const plain = (text ?? '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim()
  return /^(unclear|unknown|no information)/i.test(plain) ? '' : plain.slice(0, 80)
}

/** crawler-user-agents' tags for the purposes it knows; an entry with none of them is left to "other bot". */
const TAG_PURPOSES: [string, Purpose][] = [
  ['ai-crawler', 'ai-training'],
  ['search-engine', 'search'],
  ['feed-reader', 'feed-reader'],
  ['social-preview', 'preview'],
  ['monitoring', 'preview'],
]

/** A crawler-user-agents pattern that is one plain word (`Googlebot\/`, `bingbot`) as that word, else null. */
function plainWordOf(pattern: string): string | null {
  const word = pattern.replace(/\\\/$/, '').replace(/\\(.)/g, '$1')
  return /^[A-Za-z][A-Za-z0-9._-]*$/.test(word) ? word : null
}

/**
 * Web Bot Auth signers we know by their key directory's host. ChatGPT's agent signs as chatgpt.com
 * (help.openai.com, "ChatGPT agent allowlisting").
 */
const KNOWN_HOSTS: Record<string, Purpose> = { 'chatgpt.com': 'ai-assistant' }

export function buildAgentList(
  robots: Record<string, RobotsJsonEntry>,
  crawlers: CrawlerEntry[],
  sources: AgentSource[],
  built: string,
): AgentList {
  const agents: ListedAgent[] = []
  const seen = new Set<string>()
  const add = (agent: ListedAgent) => {
    const key = agent.name.toLowerCase()
    if (seen.has(key)) return
    seen.add(key)
    agents.push(agent)
  }
  const names = Object.keys(robots)
  for (const listed of names) {
    // `MistralAI-User/1.0` beside `MistralAI-User`: a name with a version is the same agent.
    const name = listed.split('/')[0]!.trim()
    if (!name || (name !== listed && names.includes(name))) continue
    const entry = robots[listed]!
    add({
      name,
      operator: operatorOf(entry.operator),
      purpose: OURS[name] ?? purposeOfFunction(entry.function ?? ''),
      source: OURS[name] ? 'ours' : 'ai.robots.txt',
      matched: !TOO_PLAIN.has(name.toLowerCase()),
    })
  }
  for (const crawler of crawlers) {
    const purpose = TAG_PURPOSES.find(([tag]) => crawler.tags?.includes(tag))?.[1]
    if (!purpose) continue
    const word = plainWordOf(crawler.pattern)
    if (word) {
      add({ name: word, operator: '', purpose: OURS[word] ?? purpose, source: 'crawler-user-agents', matched: true })
      continue
    }
    // A pattern that is more than a word is kept as one; its name is only for robots.txt, so a readable one.
    const name = crawler.pattern
      .replace(/\\(.)/g, '$1')
      .replace(/[^A-Za-z0-9._ -].*$/, '')
      .trim()
    if (!name || seen.has(crawler.pattern.toLowerCase())) continue
    seen.add(crawler.pattern.toLowerCase())
    agents.push({ name, operator: '', purpose, source: 'crawler-user-agents', pattern: crawler.pattern, matched: true })
  }
  return { built, sources, hosts: KNOWN_HOSTS, agents }
}

/** Checks a list read from a file: every agent's purpose known, names and patterns strings. Throws what is wrong. */
export function checkAgentList(value: unknown): AgentList {
  const list = value as AgentList
  if (!list || typeof list !== 'object' || !Array.isArray(list.agents) || !Array.isArray(list.sources))
    throw new TypeError('an agent list has `built`, `sources`, `hosts` and `agents`')
  for (const agent of list.agents) {
    if (typeof agent.name !== 'string' || !agent.name || !isPurpose(agent.purpose))
      throw new TypeError(`agent ${JSON.stringify(agent.name)}: a name and one of ${PURPOSES.join(', ')}`)
    if (agent.pattern !== undefined) new RegExp(agent.pattern, 'i')
  }
  for (const [host, purpose] of Object.entries(list.hosts ?? {}))
    if (!isPurpose(purpose)) throw new TypeError(`host ${host}: one of ${PURPOSES.join(', ')}`)
  return list
}
