import type { Access, GlobalConfig } from 'payload'

import { roleOf, roleReaches } from '../../content/access/roles'
import { PURPOSE_LABELS } from '../../features/analytics/agentList'
import { POLICED_PURPOSES, POLICY_CHOICES, POLICY_FIELDS, POLICY_LABELS } from '../../features/analytics/purposePolicy'
import { announcePolicyChange } from './hooks/announcePolicyChange'

const isEditor: Access = ({ req }) => roleReaches(roleOf(req.user), 'editor')

/**
 * What machines may do, by why they read (docs/decisions/079-agents-by-purpose.md): editors choose, per purpose,
 * whether its agents read, are asked in robots.txt to stay away, or are refused with 403. People and clients the agent
 * list does not know are never refused by this. An article's own AI-use choice still rules its own terms.
 */
export const AgentPolicy: GlobalConfig = {
  slug: 'agent-policy',
  label: 'Agent policy',
  admin: {
    group: 'Settings',
    description:
      'Per purpose: allow its agents, ask them in robots.txt to stay away (the Readers card shows who ignores it), or refuse them with 403. People and unknown clients are always answered.',
  },
  access: { read: isEditor, update: isEditor, readVersions: isEditor },
  hooks: { afterChange: [announcePolicyChange] },
  fields: POLICED_PURPOSES.map((purpose) => ({
    name: POLICY_FIELDS[purpose],
    label: PURPOSE_LABELS[purpose],
    type: 'select' as const,
    required: true,
    defaultValue: 'allow',
    options: POLICY_CHOICES.map((choice) => ({ value: choice, label: POLICY_LABELS[choice] })),
  })),
}
