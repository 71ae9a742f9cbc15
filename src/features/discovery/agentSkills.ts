/**
 * Published agent skills (Agent Skills discovery v0.2.0): SKILL.md documents kept in `agentSkills/<name>/`, with
 * the site's address and limits filled in, served at `/.well-known/agent-skills/<name>/SKILL.md` and listed in
 * `/.well-known/agent-skills/index.json` with the SHA-256 digest of exactly the bytes served.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../ground/lib/projectRoot'
import { type AiUse, aiUseInWords, contentSignalOf, contentUsageOf } from '../../ground/lib/aiUse'

const SKILLS_DISCOVERY_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json'
const SKILL_NAMES = ['read-pms-news', 'submit-articles', 'edit-with-mcp'] as const

export interface SkillSettings {
  baseUrl: string
  readsPerMinute: number
  ingestPerMinute: number
  /** The site's terms the skills state (as the agent policy narrows them). */
  aiUse: AiUse
}

export interface PublishedSkill {
  name: string
  description: string
  url: string
  body: Buffer
  digest: string
}

// The skills are read from the source tree, as written (from the sources, Next's build and the server bundle alike).
const SKILLS_DIRECTORY = path.join(PROJECT_ROOT, 'src/features/discovery/agentSkills')

const skillPath = (name: string) => `/.well-known/agent-skills/${name}/SKILL.md`

function render(template: string, settings: SkillSettings): string {
  const values: Record<string, string> = {
    BASE_URL: settings.baseUrl,
    READS_PER_MINUTE: String(settings.readsPerMinute),
    INGEST_PER_MINUTE: String(settings.ingestPerMinute),
    CONTENT_SIGNAL: contentSignalOf(settings.aiUse),
    CONTENT_USAGE: contentUsageOf(settings.aiUse),
    AI_USE_IN_WORDS: aiUseInWords(settings.aiUse),
  }
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** The `description` of a SKILL.md's front matter (one line, as the skills are written). */
function descriptionOf(skill: string, name: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(skill)?.[1] ?? ''
  const description = /^description:\s*(.+)$/m.exec(frontMatter)?.[1]?.trim()
  if (!description) throw new Error(`agent skill ${name} has no description in its front matter`)
  return description
}

let published: { key: string; skills: PublishedSkill[] } | undefined

export function publishedSkills(settings: SkillSettings): PublishedSkill[] {
  const key = JSON.stringify(settings)
  if (published?.key === key) return published.skills
  const skills = SKILL_NAMES.map((name) => {
    const text = render(readFileSync(path.join(SKILLS_DIRECTORY, name, 'SKILL.md'), 'utf8'), settings)
    const body = Buffer.from(text, 'utf8')
    return {
      name,
      description: descriptionOf(text, name),
      url: `${settings.baseUrl}${skillPath(name)}`,
      body,
      digest: `sha256:${createHash('sha256').update(body).digest('hex')}`,
    }
  })
  published = { key, skills }
  return skills
}

export function skillsIndex(skills: PublishedSkill[]) {
  return {
    $schema: SKILLS_DISCOVERY_SCHEMA,
    skills: skills.map(({ name, description, url, digest }) => ({ name, type: 'skill-md', description, url, digest })),
  }
}
