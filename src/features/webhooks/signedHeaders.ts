/**
 * The headers of one delivery, as the Standard Webhooks specification names them ("Signature scheme"):
 * `webhook-id` (the message's, the same on every retry), `webhook-timestamp` (this try's, in seconds) and
 * `webhook-signature`, `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under each secret that signs now,
 * space-separated: the current one, and the one before a rotation while its grace lasts, so that a receiver verifies
 * with either. Signed by the `standardwebhooks` package, the specification's own library.
 */
import { Webhook } from 'standardwebhooks'

export function signedHeaders(
  messageId: string,
  secrets: readonly string[],
  body: string,
  now = new Date(),
): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, now, body))
  return {
    'content-type': 'application/json',
    'user-agent': 'pms-news-webhooks',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  }
}
