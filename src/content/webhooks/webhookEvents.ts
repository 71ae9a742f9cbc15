/**
 * What a webhook endpoint may hear of (docs/decisions/077-webhooks.md), named as Standard Webhooks suggests
 * (`<group>.<event>`), each sent with the public JSON of its record (./webhookRecords.ts).
 */
export const WEBHOOK_EVENTS = [
  'article.published',
  'article.updated',
  'article.unpublished',
  'article.deleted',
  'article.corrected',
  'pms.published',
  'pms.updated',
  'subscriber.confirmed',
  'reply.received',
  'ping',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'article.published': 'An article is published',
  'article.updated': 'A published article changed',
  'article.unpublished': 'An article left the public site (unpublished or moved to the trash)',
  'article.deleted': 'A published article was deleted for good',
  'article.corrected': 'A correction or update was added to a published article',
  'pms.published': 'A PMS profile is published',
  'pms.updated': 'A published PMS profile changed',
  'subscriber.confirmed': 'A newsletter subscriber confirmed their address',
  'reply.received': 'A reply from the social web waits for moderation',
  ping: 'A test message ("Send test")',
}

export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  (WEBHOOK_EVENTS as readonly unknown[]).includes(value)
