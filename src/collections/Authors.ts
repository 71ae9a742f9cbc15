import { text } from 'payload/shared'

import { fediverseHandle } from '../content/authors/fediverseHandle'
import { ruledBy } from '../content/fields/ruledBy'
import { namedCollection } from './namedCollection'

/** Bylines. Separate from cockpit accounts: an author need not be able to sign in. */
export const Authors = namedCollection('authors', [
  { name: 'bio', type: 'textarea' },
  { name: 'avatar', type: 'upload', relationTo: 'media' },
  {
    name: 'fediverse_handle',
    label: 'Fediverse handle',
    type: 'text',
    maxLength: 255,
    validate: ruledBy(fediverseHandle, text),
    admin: {
      description:
        "Their handle on Mastodon or another fediverse server, written @user@host: their articles name them as author there. For Mastodon's link cards to show it, they add this site's domain under Author attribution in their own account's settings.",
    },
  },
])
