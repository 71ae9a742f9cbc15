import type { CollectionConfig } from 'payload'

import { mayOrRefuse } from '../../content/access/roleRefusals'
import { staffWrites } from '../../content/access/staffWrites'
import { redirectFrom, redirectTo } from '../../content/redirects/redirectPaths'
import { env } from '../../ground/env'
import { redirectAddressField } from './redirectAddressField'
import { repointRedirectChains } from './hooks/repointRedirectChains'
import { settleRedirectTarget } from './hooks/settleRedirectTarget'

/**
 * Old addresses that answer 301 to new ones (docs/decisions/064-redirects.md): recorded by renames and importers,
 * seen, edited and added by editors and admins (contributors and authors neither read nor write them). Every write,
 * here or through src/content/redirects/redirectWrite.ts, collapses chains and refuses loops; the router answers
 * them before Next.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'origin', 'updatedAt'],
    description:
      'Old addresses of the site that answer “moved permanently” to a new one; the .md form of each follows. Renames and imports add them; so may you.',
  },
  defaultSort: '-updatedAt',
  access: staffWrites(mayOrRefuse('edit_all_content')),
  hooks: {
    beforeChange: [settleRedirectTarget],
    afterChange: [repointRedirectChains],
  },
  fields: [
    redirectAddressField('from', {
      verdict: redirectFrom,
      unique: true,
      description: 'A path of this site, such as /old-pms/old-article: no host, query or .md (that form follows).',
    }),
    redirectAddressField('to', {
      verdict: (value) => redirectTo(value, env.baseUrl),
      description: 'A path of this site, or an absolute https address elsewhere.',
    }),
    {
      name: 'origin',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'A rename', value: 'rename' },
        { label: 'An import', value: 'import' },
        { label: 'An editor', value: 'editor' },
      ],
      // Said by the server (src/content/redirects/redirectWrite.ts); whoever adds one in the cockpit is an editor.
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
      index: true,
    },
  ],
  timestamps: true,
}
