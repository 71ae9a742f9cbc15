/**
 * The signed-in person's unread count for one render of a cockpit page: the header's badge and the navigation's link
 * both show it, and React's `cache` makes them share one query (an index-only count, capped:
 * src/features/notifications/notificationRows.ts).
 */
import type { Payload } from 'payload'
import { cache } from 'react'

import { UNREAD_COUNT_CAP, unreadCountOf } from '../../features/notifications/notificationRows'

export const unreadCount = cache((payload: Payload, recipientId: number) => unreadCountOf(payload, recipientId))

/** The count as the badge says it: "99+" from the cap on. */
export const unreadLabel = (count: number) => (count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count))
