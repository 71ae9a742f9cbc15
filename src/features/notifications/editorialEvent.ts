import type { PayloadRequest } from 'payload'

import type { EditorialEvent } from './events'
import { NOTIFICATION_MAIL_TASK } from './notificationMailTask'
import { insertNotifications } from './notificationRows'
import { recipientsOf } from './recipients'

/**
 * Tells the people an editorial event concerns (./recipients.ts), in `req`'s transaction, so that a rolled-back step
 * tells nobody: a row in each one's cockpit inbox, and for those who want mail of this kind a job that mails it
 * (./notificationMailTask.ts). The jobs are rows of the same transaction: a worker sees them only once the step has
 * committed, and sends them with the mail retries. Callers only say what happened (docs/decisions/062-notifications.md).
 */
export async function editorialEvent(req: PayloadRequest, event: EditorialEvent): Promise<void> {
  const recipients = recipientsOf(event)
  if ('ids' in recipients && recipients.ids.length === 0) return
  const mailed = await insertNotifications(req, event, recipients)
  for (const notificationId of mailed)
    await req.payload.jobs.queue({ task: NOTIFICATION_MAIL_TASK, input: { notificationId }, req })
}
