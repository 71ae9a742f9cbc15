/**
 * An event, queued for every enabled endpoint that listens to it (docs/decisions/077-webhooks.md): one message (the
 * exact body every endpoint gets, signed with its one `webhook-id`) and one delivery per endpoint, in one statement on
 * the caller's connection, so that a write's transaction queues its events with it or not at all. An event no endpoint
 * listens to stores nothing. An update whose public JSON is the same as the record's last message (a save that
 * changed only what the public does not see) is not sent again.
 */
import { createHash, randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'

import type { WebhookEvent } from './webhookEvents'

export interface SqlRunner {
  execute(query: SQL): PromiseLike<unknown>
}

/** The message as Standard Webhooks suggests its body: `type`, `timestamp` and the record's public JSON as `data`. */
export interface WebhookMessage {
  event: WebhookEvent
  /** What deliveries are kept in order by: `articles:12`. */
  recordKey: string
  data: Record<string, unknown>
  /** Skip it when the record's last message carried the same data (an update that changed nothing public). */
  onlyIfChanged?: boolean
}

/** `msg_` and 26 characters, as the spec's examples: unique per message, the same on every retry and redelivery. */
const newMessageId = () => `msg_${randomUUID().replaceAll('-', '').slice(0, 26)}`

/** The data's digest without its change time, which moves on every save. */
const digestOf = (data: Record<string, unknown>) => {
  const { updatedAt: _updatedAt, ...rest } = data
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url')
}

/**
 * A correction is a change of a published article, so an endpoint that listens for `article.updated` alone hears it
 * too, as `article.corrected`: otherwise a save that added a note and edited the body would never reach it.
 */
const alsoHeardAs = (event: string) => (event === 'article.corrected' ? 'article.updated' : event)

export async function queueWebhookEvent(db: SqlRunner, message: WebhookMessage, now = new Date()): Promise<void> {
  const body = JSON.stringify({ type: message.event, timestamp: now.toISOString(), data: message.data })
  const digest = digestOf(message.data)
  const sameAsLast = message.onlyIfChanged
    ? sql`AND NOT EXISTS (
        SELECT 1 FROM (SELECT digest FROM webhook_messages WHERE record_key = ${message.recordKey} ORDER BY id DESC LIMIT 1) last
        WHERE last.digest = ${digest})`
    : sql``
  await db.execute(sql`
    WITH targets AS (
      SELECT DISTINCT w.id FROM webhooks w JOIN webhooks_events e ON e.parent_id = w.id
      WHERE w.enabled AND e.value::text IN (${message.event}, ${alsoHeardAs(message.event)})),
    message AS (
      INSERT INTO webhook_messages (message_id, event, record_key, body, digest)
      SELECT ${newMessageId()}, ${message.event}, ${message.recordKey}, ${body}, ${digest}
      WHERE EXISTS (SELECT 1 FROM targets) ${sameAsLast}
      RETURNING id)
    INSERT INTO webhook_deliveries (message_id, webhook_id, record_key)
    SELECT message.id, targets.id, ${message.recordKey} FROM message, targets`)
}

/**
 * Whether any endpoint was ever told of record `recordKey` (a message of it is still kept, ADR 077's 30 days): an
 * article deleted for good from the trash is news only to those that heard of it.
 */
export async function wasAnnounced(rowsOf: (query: SQL) => Promise<unknown[]>, recordKey: string): Promise<boolean> {
  return (await rowsOf(sql`SELECT 1 FROM webhook_messages WHERE record_key = ${recordKey} LIMIT 1`)).length > 0
}

/** A `ping` to one endpoint ("Send test"), enabled or not: an admin testing a disabled endpoint before enabling it. */
export async function queuePing(db: SqlRunner, webhookId: number, now = new Date()): Promise<string> {
  const messageId = newMessageId()
  const body = JSON.stringify({ type: 'ping', timestamp: now.toISOString(), data: { webhook_id: webhookId } })
  await db.execute(sql`
    WITH message AS (
      INSERT INTO webhook_messages (message_id, event, record_key, body)
      VALUES (${messageId}, 'ping', ${`ping:${messageId}`}, ${body}) RETURNING id)
    INSERT INTO webhook_deliveries (message_id, webhook_id, record_key)
    SELECT message.id, ${webhookId}, ${`ping:${messageId}`} FROM message`)
  return messageId
}
