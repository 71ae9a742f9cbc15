/**
 * Payload's jobs collection, shown in the cockpit under Publishing so that failed jobs stay visible with their
 * error, with a re-run endpoint (`POST /cms-api/payload-jobs/:id/rerun`): it queues a new job with the same workflow
 * and input. Publishing tasks are idempotent, so re-running a job redoes only what did not happen. Editors and admins
 * only (docs/decisions/060-four-roles.md): the jobs name anybody's articles, and publishing them again is an
 * editor's step.
 */
import type { CollectionConfig, Endpoint } from 'payload'

import { lackingRole } from '../../content/access/roleAnswer'
import { mayOrRefuse } from '../../content/access/roleRefusals'
import { roleOf } from '../../content/access/roles'
import { publishArticleInput } from './publishArticleInput'

const rerunEndpoint: Endpoint = {
  path: '/:id/rerun',
  method: 'post',
  handler: async (req) => {
    if (roleOf(req.user) === null)
      return Response.json({ errors: [{ message: 'Sign in to the cockpit to re-run a job.' }] }, { status: 401 })
    const refused = lackingRole(req, 'edit_all_content')
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    const job = Number.isInteger(id)
      ? await req.payload.findByID({
          collection: 'payload-jobs',
          id,
          overrideAccess: true,
          disableErrors: true,
          depth: 0,
        })
      : null
    if (!job) return Response.json({ errors: [{ message: 'No such job.' }] }, { status: 404 })
    const input = publishArticleInput(job.input)
    if (job.workflowSlug !== 'publish-article' || !job.hasError || !input) {
      return Response.json({ errors: [{ message: 'Only a failed publishing job can be re-run.' }] }, { status: 409 })
    }
    const queued = await req.payload.jobs.queue({ workflow: job.workflowSlug, input, req })
    return Response.json({ message: 'Queued again.', job: { id: queued.id } }, { status: 201 })
  },
}

export function jobsCollection({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Job', plural: 'Jobs' },
    admin: {
      ...defaultJobsCollection.admin,
      hidden: false,
      group: 'Publishing',
      defaultColumns: ['workflowSlug', 'input', 'hasError', 'completedAt', 'totalTried', 'updatedAt'],
      description:
        'Publishing jobs waiting, running or failed (completed ones are removed; their outcomes stay in the publish log). A failed one can be re-run.',
      components: { edit: { beforeDocumentControls: ['/src/features/jobs/RerunJobButton#RerunJobButton'] } },
    },
    access: { ...defaultJobsCollection.access, read: mayOrRefuse('edit_all_content') },
    endpoints: [...(defaultJobsCollection.endpoints || []), rerunEndpoint],
  }
}
