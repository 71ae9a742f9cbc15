import { PUBLISH_TASKS } from '../features/publishing/publishLog'
import { logCollection } from './logCollection'

/**
 * The publish log: what each publishing task did for an article, and when (src/features/publishing/publishLog.ts). Written
 * only by the jobs; read by staff, on its own and on each article (the article's "Publish log" join).
 */
export const PublishEvents = logCollection(
  'publish-events',
  { singular: 'Publish event', plural: 'Publish log' },
  {
    group: 'Publishing',
    useAsTitle: 'task',
    defaultColumns: ['article', 'task', 'status', 'message', 'createdAt'],
    description:
      'What happened after each publication: the summary, related articles, the social post and feed notifications.',
  },
  [
    { name: 'article', type: 'relationship', relationTo: 'articles', required: true, index: true },
    {
      name: 'task',
      type: 'select',
      required: true,
      options: [...PUBLISH_TASKS],
    },
    { name: 'status', type: 'select', required: true, options: ['succeeded', 'failed', 'skipped'], index: true },
    { name: 'message', type: 'textarea', admin: { description: 'What happened, in words.' } },
    {
      name: 'detail',
      type: 'textarea',
      admin: { description: 'For developers: the provider, model or error behind the message.' },
    },
    {
      name: 'job_id',
      type: 'number',
      admin: { readOnly: true, description: 'The job that ran the task (a task run again by its job is not redone).' },
    },
  ],
)
