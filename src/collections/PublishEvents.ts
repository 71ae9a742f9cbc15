import { logCollection } from './logCollection'

/**
 * The publish log: what each publishing task did for an article, and when (src/publishing/publishLog.ts). Written
 * only by the jobs; read by staff, on its own and on each article (the article's "Publish log" join).
 */
export const PublishEvents = logCollection(
  'publish-events',
  { singular: 'Publish event', plural: 'Publish log' },
  {
    group: 'Publishing',
    useAsTitle: 'task',
    defaultColumns: ['article', 'task', 'status', 'message', 'createdAt'],
    description: 'What publishing did for each article: summary, embedding, related articles and social post.',
  },
  [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true },
    {
      name: 'task',
      type: 'select',
      required: true,
      options: ['schedule', 'summary', 'embedding', 'related-articles', 'social-post', 'websub-ping'],
    },
    { name: 'status', type: 'select', required: true, options: ['succeeded', 'failed', 'skipped'], index: true },
    { name: 'message', type: 'textarea' },
  ],
)
