import type { RelationshipField } from 'payload'

import { MAX_ARTICLE_TAGS } from '../../content/tags/articleTags'

/**
 * An article's tags, in the order its writer gave (docs/decisions/070-tags.md): picked from the existing ones by anyone
 * who may edit the article, made by editors and admins. Stored in `articles_rels` (`tags_id`, path `tags`).
 */
export const articleTagsField: RelationshipField = {
  name: 'tags',
  label: 'Tags',
  type: 'relationship',
  relationTo: 'tags',
  hasMany: true,
  maxRows: MAX_ARTICLE_TAGS,
  admin: { description: `Up to ${MAX_ARTICLE_TAGS}, most telling first. Pick tags; an editor makes a new one with +.` },
}
