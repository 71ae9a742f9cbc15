import './inbox.css'

import type { Payload, TypedUser } from 'payload'

import { roleOf } from '../../content/access/roles'
import { INBOX_PATH } from '../../features/notifications/notificationMail'
import { unreadCount, unreadLabel } from './unreadCount'

/**
 * The header's way to the inbox, on every cockpit page (`admin.components.actions`): a bell with the number of unread
 * notifications, which a phone shows too (the navigation is folded away there).
 */
export async function InboxBadge({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || roleOf(user) === null) return null
  const count = await unreadCount(payload, Number(user.id))
  const label = count === 0 ? 'Inbox: nothing unread' : `Inbox: ${unreadLabel(count)} unread`
  return (
    <a className="inbox-badge" href={INBOX_PATH} aria-label={label} title={label} data-unread={count}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 3A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.4l-1.7-3V9a6 6 0 0 0-6-6Zm0 18a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Z"
          fill="currentColor"
        />
      </svg>
      {count > 0 ? <span className="inbox-badge__count">{unreadLabel(count)}</span> : null}
    </a>
  )
}
