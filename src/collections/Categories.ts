import { namedCollection } from './namedCollection'

/** The sections articles are filed under; each has its listing page. */
export const Categories = namedCollection('categories', [{ name: 'description', type: 'textarea' }])
