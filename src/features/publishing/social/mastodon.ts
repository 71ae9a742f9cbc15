/**
 * Posting to Mastodon: `POST /api/v1/statuses` with an `Idempotency-Key` derived from the article, so that a retry
 * after a timeout (the post may have been made) returns the same status instead of posting again; Mastodon keeps
 * the key for an hour, longer than the jobs queue's retries take.
 */
import { env } from '../../../ground/env'
import { outboundJson } from '../../../ground/http/outboundFetch'
import type { SocialPost } from './socialPost'

/** Mastodon's default limit; a link counts as 23 characters there, so this is on the safe side. */
export const MASTODON_MAX_CHARACTERS = 500

export async function postToMastodon(post: SocialPost, idempotencyKey: string): Promise<{ url: string; id: string }> {
  const { body } = await outboundJson<{ id: string; url: string | null; uri: string }>(
    'Mastodon',
    `${env.MASTODON_URL!.replace(/\/+$/, '')}/api/v1/statuses`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.MASTODON_ACCESS_TOKEN}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      body: JSON.stringify({ status: post.text, visibility: 'public', language: 'en' }),
    },
  )
  return { id: body.id, url: body.url ?? body.uri }
}
