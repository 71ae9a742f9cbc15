/**
 * The site's policy per purpose (docs/decisions/079-agents-by-purpose.md), set by editors in the cockpit (the global
 * `agent-policy`, src/collections/AgentPolicy/index.ts): a purpose's agents may read (`allow`), are asked in robots.txt to
 * stay away but still answered (`disallow`: the figures then show who ignores it), or are asked and refused with 403
 * (`refuse`). "Other bot" has no policy: an unknown client, like a person, is never refused by this.
 *
 * Pure: read from the global's row, rendered into robots.txt (src/features/discovery/robotsTxt.ts) and TDMRep, and held
 * in memory by the router (src/server/agentPolicy.ts), which refuses and counts from it.
 */
import { type AiUse } from '../../ground/lib/aiUse'
import { PURPOSE_LABELS, PURPOSES, type Purpose } from './agentList'

export const POLICY_CHOICES = ['allow', 'disallow', 'refuse'] as const
export type PolicyChoice = (typeof POLICY_CHOICES)[number]

/** The purposes a policy is set for: every one but "other bot". */
export const POLICED_PURPOSES = PURPOSES.filter((purpose) => purpose !== 'other-bot') as Exclude<Purpose, 'other-bot'>[]
export type PolicedPurpose = (typeof POLICED_PURPOSES)[number]

export type PurposePolicy = Readonly<Record<PolicedPurpose, PolicyChoice>>

export const POLICY_LABELS: Record<PolicyChoice, string> = {
  allow: 'Allow',
  disallow: 'Ask to stay away (robots.txt), still answer',
  refuse: 'Refuse (robots.txt and 403)',
}

export const ALLOW_ALL: PurposePolicy = Object.freeze(
  Object.fromEntries(POLICED_PURPOSES.map((purpose) => [purpose, 'allow'])) as Record<PolicedPurpose, PolicyChoice>,
)

/** Each purpose's field in the global (Payload's field names are identifiers). */
export const POLICY_FIELDS: Record<PolicedPurpose, string> = {
  search: 'search',
  'ai-training': 'aiTraining',
  'ai-answers': 'aiAnswers',
  'ai-assistant': 'aiAssistant',
  'feed-reader': 'feedReader',
  preview: 'preview',
}

const isChoice = (value: unknown): value is PolicyChoice => POLICY_CHOICES.includes(value as PolicyChoice)

/** The policy in the stored global (its fields by purpose); anything missing or unknown is `allow`. */
export function policyOf(stored: Partial<Record<string, unknown>> | null | undefined): PurposePolicy {
  return Object.freeze(
    Object.fromEntries(
      POLICED_PURPOSES.map((purpose) => {
        const value = stored?.[POLICY_FIELDS[purpose]]
        return [purpose, isChoice(value) ? value : 'allow']
      }),
    ) as Record<PolicedPurpose, PolicyChoice>,
  )
}

const choiceOf = (policy: PurposePolicy, purpose: Purpose | ''): PolicyChoice =>
  purpose === '' || purpose === 'other-bot' ? 'allow' : policy[purpose]

/** Whether robots.txt asks a reader of this purpose to stay away from the whole site. */
export const asksAway = (policy: PurposePolicy, purpose: Purpose | ''): boolean => choiceOf(policy, purpose) !== 'allow'

/** Whether a reader of this purpose, known by the agent list or a verified signature, is answered 403. */
export const refuses = (policy: PurposePolicy, purpose: Purpose | ''): boolean => choiceOf(policy, purpose) === 'refuse'

export const anyRefused = (policy: PurposePolicy): boolean =>
  POLICED_PURPOSES.some((purpose) => policy[purpose] === 'refuse')

/**
 * The site's AI-use (AI_USE_POLICY) as the policy narrows it: training is not allowed once training crawlers are
 * asked away, nor answers once answer crawlers and assistants both are, nor search once search crawlers are.
 */
export function narrowedAiUse(aiUse: AiUse, policy: PurposePolicy): AiUse {
  return {
    search: aiUse.search && policy.search === 'allow',
    aiInput: aiUse.aiInput && (policy['ai-answers'] === 'allow' || policy['ai-assistant'] === 'allow'),
    aiTrain: aiUse.aiTrain && policy['ai-training'] === 'allow',
  }
}

/** The refusal's words: which policy refuses the reader, and where to ask. */
export function refusalDetail(purpose: PolicedPurpose, contact: string): string {
  // `Search crawlers` as `search crawlers`, but `AI training crawlers` as it is.
  const what = PURPOSE_LABELS[purpose].replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase())
  return `This site's agent policy refuses ${what} (see /robots.txt). To ask for access, write to ${contact}.`
}
