import './inbox.css'

import type { Payload, TypedUser } from 'payload'

import { roleOf } from '../../content/access/roles'
import { INBOX_PATH } from '../../features/notifications/notificationMail'
import { unreadCount, unreadLabel } from './unreadCount'

/** "Inbox" at the top of the cockpit's navigation, with the unread count (the same query as the header's badge). */
export async function InboxNavLink({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || roleOf(user) === null) return null
  const count = await unreadCount(payload, Number(user.id))
  return (
    <a className="nav__link inbox-nav-link" href={INBOX_PATH}>
      Inbox
      {count > 0 ? (
        <span className="inbox-badge__count" aria-label={`${unreadLabel(count)} unread`}>
          {unreadLabel(count)}
        </span>
      ) : null}
    </a>
  )
}
