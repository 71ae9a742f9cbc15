import './inbox.css'

import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { roleOf } from '../../content/access/roles'
import type { EditorialEventKind } from '../../features/notifications/events'
import { cockpitArticlePath, INBOX_PATH } from '../../features/notifications/notificationMail'
import { inboxOf } from '../../features/notifications/notificationRows'
import { when } from '../dashboard/when'
import { unreadCount, unreadLabel } from './unreadCount'
import { CockpitPage } from '../CockpitPage'

const PAGE = 50

const KIND_LABELS: Record<EditorialEventKind, string> = {
  submitted_for_review: 'Waiting for review',
  sent_back: 'Sent back',
  published: 'Published',
  mentioned: 'Mention',
  assigned: 'Assigned',
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A button that posts to `action` (never a GET that acts: docs/decisions/058-no-action-on-a-cockpit-get.md). */
const PostButton = ({ action, label }: { action: string; label: string }) => (
  <form method="post" action={action}>
    <button type="submit" className="btn btn--style-secondary btn--size-small btn--withoutPopup">
      {label}
    </button>
  </form>
)

/**
 * /cockpit/inbox: the signed-in person's notifications, newest first, fifty a page (docs/decisions/062-notifications.md).
 * Each says what happened and links to its article; "Mark read" and "Mark all read" are posts to the notifications'
 * endpoints (src/collections/Notifications/endpoints/markRead.ts), which send the browser back here.
 */
export async function InboxView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (roleOf(req.user) === null) redirect('/cockpit/login?redirect=%2Fcockpit%2Finbox')
  const recipientId = Number(req.user!.id)
  const before = Number(single(searchParams?.before))
  const beforeId = Number.isInteger(before) && before > 0 ? before : undefined
  const [entries, unread] = await Promise.all([
    inboxOf(req.payload, recipientId, { beforeId, limit: PAGE }),
    unreadCount(req.payload, recipientId),
  ])
  return (
    <CockpitPage
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      nav={[{ label: 'Inbox' }]}
      className="inbox-view"
    >
      <header>
        <div>
          <h1>Inbox</h1>
          <p className="inbox-lead" role="status">
            {unread === 0 ? 'Nothing unread.' : `${unreadLabel(unread)} unread.`} You are told here when an article
            waits for your review, when one you wrote is sent back or published, and when you are mentioned or assigned.
          </p>
        </div>
        {unread > 0 ? <PostButton action="/cms-api/notifications/read-all" label="Mark all read" /> : null}
      </header>
      {entries.length === 0 ? (
        <p>{beforeId ? 'No older notifications.' : 'No notifications yet.'}</p>
      ) : (
        <ul className="inbox-list">
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-notification={entry.id}
              className={`inbox-item${entry.readAt === null ? ' inbox-item--unread' : ''}`}
            >
              <span className="inbox-item__dot" aria-hidden="true" />
              <div>
                <p className="inbox-item__text">
                  {entry.readAt === null ? <span className="inbox-sr-only">Unread: </span> : null}
                  {entry.text}
                </p>
                <p className="inbox-item__meta">
                  {`${KIND_LABELS[entry.kind]} · ${when(entry.createdAt)}`}
                  {entry.articleId !== null ? <a href={cockpitArticlePath(entry.articleId)}>Open the article</a> : null}
                </p>
              </div>
              {entry.readAt === null ? (
                <PostButton action={`/cms-api/notifications/${entry.id}/read`} label="Mark read" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {entries.length === PAGE ? (
        <p className="inbox-older">
          <a href={`${INBOX_PATH}?before=${entries.at(-1)!.id}`}>Older notifications</a>
        </p>
      ) : null}
    </CockpitPage>
  )
}
