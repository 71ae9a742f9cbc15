/**
 * A stored job's input as the publishing workflow takes it. Payload keeps every job's input as JSON, whatever its
 * workflow; a job re-run queues it again, so it is read back into the workflow's own input type first.
 */
import type { PayloadJob, WorkflowPublishArticle } from '../../content/payload-types'

type PublishArticleInput = WorkflowPublishArticle['input']
type PublishReason = PublishArticleInput['reason']

/** Every reason the workflow knows: a key missing or extra here is a type error. */
const REASONS: Record<PublishReason, true> = {
  published: true,
  edited: true,
  unpublished: true,
  scheduled: true,
  imported: true,
}

const isReason = (value: unknown): value is PublishReason => typeof value === 'string' && Object.hasOwn(REASONS, value)

/** The workflow's input, or null when the stored JSON is not one. */
export function publishArticleInput(input: PayloadJob['input']): PublishArticleInput | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null
  const { articleId, reason } = input
  return typeof articleId === 'number' && isReason(reason) ? { articleId, reason } : null
}
