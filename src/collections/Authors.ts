import { namedCollection } from './namedCollection'

/** Bylines. Separate from cockpit accounts: an author need not be able to sign in. */
export const Authors = namedCollection('authors', [
  { name: 'bio', type: 'textarea' },
  { name: 'avatar', type: 'upload', relationTo: 'media' },
])
